/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} filter applied" |
* | * | "{shown} filters applied" |
*
* @param {Tracking_Filters_AppliedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_filters_applied: ((inputs: Tracking_Filters_AppliedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Filters_AppliedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tracking_Filters_AppliedInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
