// The page's stylesheet is linked in <head> by the build, so nothing shifts when the app mounts.
import './styles.css';

// Async boundary: shared modules are negotiated before any of them is used.
void import('./bootstrap');
