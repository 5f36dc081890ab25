/**
* | output |
* | --- |
* | "City or postal code" |
*
* @param {Tracking_Filter_Place_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_filter_place_placeholder: ((inputs?: Tracking_Filter_Place_PlaceholderInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Filter_Place_PlaceholderInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tracking_Filter_Place_PlaceholderInputs = {};
