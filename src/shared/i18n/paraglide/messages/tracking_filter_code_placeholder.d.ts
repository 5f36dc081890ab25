/**
* | output |
* | --- |
* | "e.g. {example}" |
*
* @param {Tracking_Filter_Code_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_filter_code_placeholder: ((inputs: Tracking_Filter_Code_PlaceholderInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Filter_Code_PlaceholderInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tracking_Filter_Code_PlaceholderInputs = {
    example: NonNullable<unknown>;
};
