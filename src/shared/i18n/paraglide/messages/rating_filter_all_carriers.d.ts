/**
* | output |
* | --- |
* | "All carriers ({count})" |
*
* @param {Rating_Filter_All_CarriersInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_filter_all_carriers: ((inputs: Rating_Filter_All_CarriersInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Filter_All_CarriersInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rating_Filter_All_CarriersInputs = {
    count: NonNullable<unknown>;
};
