// The entry of the inline script of every pre-rendered page: build.ts bundles it on its own (an
// IIFE without imports) and hashes it for the server's Content-Security-Policy.
import { guardPrerenderedView } from './guard';

guardPrerenderedView();
