void import('./standalone/bootstrap');
