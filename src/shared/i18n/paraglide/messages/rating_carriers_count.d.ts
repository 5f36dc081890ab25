/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} carrier" |
* | * | "{shown} carriers" |
*
* @param {Rating_Carriers_CountInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_carriers_count: ((inputs: Rating_Carriers_CountInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Carriers_CountInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rating_Carriers_CountInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
