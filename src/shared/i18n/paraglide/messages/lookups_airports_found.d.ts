/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} airport found for {searched}" |
* | * | "{shown} airports found for {searched}" |
*
* @param {Lookups_Airports_FoundInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_airports_found: ((inputs: Lookups_Airports_FoundInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_Airports_FoundInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lookups_Airports_FoundInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
    searched: NonNullable<unknown>;
};
