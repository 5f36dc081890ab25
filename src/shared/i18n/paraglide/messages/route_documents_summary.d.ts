/**
* | output |
* | --- |
* | "The documents each booked shipment needs: drop files to upload them, download templates and uploads." |
*
* @param {Route_Documents_SummaryInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const route_documents_summary: ((inputs?: Route_Documents_SummaryInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Route_Documents_SummaryInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Route_Documents_SummaryInputs = {};
