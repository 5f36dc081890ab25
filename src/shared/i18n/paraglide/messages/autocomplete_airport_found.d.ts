/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} airport found, use the arrow keys to choose" |
* | * | "{count} airports found, use the arrow keys to choose" |
*
* @param {Autocomplete_Airport_FoundInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const autocomplete_airport_found: ((inputs: Autocomplete_Airport_FoundInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Autocomplete_Airport_FoundInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Autocomplete_Airport_FoundInputs = {
    count: NonNullable<unknown>;
};
