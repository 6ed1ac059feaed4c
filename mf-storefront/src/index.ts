// Asynchronous boundary: shared modules are negotiated before any of them is used.
void import('./bootstrap');
