/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} day" |
* | * | "{shown} days" |
*
* @param {Tariffs_Transit_DaysInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_transit_days: ((inputs: Tariffs_Transit_DaysInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Transit_DaysInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tariffs_Transit_DaysInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
