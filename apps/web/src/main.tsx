import { mountApp } from './app/mount-app';
import { AppRouter } from './app/router';
import { captureServiceCode, ensureVisitorId } from './shared/visitor';

ensureVisitorId();
captureServiceCode(window.location.search);
mountApp(<AppRouter />);
