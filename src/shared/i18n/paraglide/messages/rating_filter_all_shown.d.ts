/**
* | countPlural | output |
* | --- | --- |
* | "one" | "All {shown} rate shown" |
* | * | "All {shown} rates shown" |
*
* @param {Rating_Filter_All_ShownInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_filter_all_shown: ((inputs: Rating_Filter_All_ShownInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Filter_All_ShownInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rating_Filter_All_ShownInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
