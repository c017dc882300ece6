// The async boundary module federation needs before shared modules are used.
import('./bootstrap');
