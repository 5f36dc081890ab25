/**
* | output |
* | --- |
* | "{field} is at most {max} characters" |
*
* @param {Tracking_Filter_Too_LongInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_filter_too_long: ((inputs: Tracking_Filter_Too_LongInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Filter_Too_LongInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tracking_Filter_Too_LongInputs = {
    field: NonNullable<unknown>;
    max: NonNullable<unknown>;
};
