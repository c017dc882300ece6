// The first frame of a signed-in page, drawn at once from index.html's data (firstPaint/), then
// the async boundary module federation needs before shared modules are used.
import { paintFirstFrame } from './firstPaint/paint';

paintFirstFrame();
import('./bootstrap');
