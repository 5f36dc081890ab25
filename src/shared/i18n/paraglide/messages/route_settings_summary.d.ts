/**
* | output |
* | --- |
* | "Connection profiles (the embedded sandbox and your freight service accounts), sync and notifications." |
*
* @param {Route_Settings_SummaryInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const route_settings_summary: ((inputs?: Route_Settings_SummaryInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Route_Settings_SummaryInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Route_Settings_SummaryInputs = {};
