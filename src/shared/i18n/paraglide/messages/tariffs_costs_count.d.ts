/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} cost" |
* | * | "{shown} costs" |
*
* @param {Tariffs_Costs_CountInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_costs_count: ((inputs: Tariffs_Costs_CountInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Costs_CountInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tariffs_Costs_CountInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
