// The async boundary: the federation runtime settles shared modules before bootstrap imports React.
import('./bootstrap');
