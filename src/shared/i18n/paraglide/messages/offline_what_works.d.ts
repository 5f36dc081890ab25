/**
* | output |
* | --- |
* | "Shipments, quotes and documents show as stored, each marked with the time it was fetched (\"as of\"). Actions that need the service (rate, book, upload, switch..." |
*
* @param {Offline_What_WorksInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const offline_what_works: ((inputs?: Offline_What_WorksInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Offline_What_WorksInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Offline_What_WorksInputs = {};
