/**
* | output |
* | --- |
* | "Refresh" |
*
* @param {Tracking_List_RefreshInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_list_refresh: ((inputs?: Tracking_List_RefreshInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_List_RefreshInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tracking_List_RefreshInputs = {};
