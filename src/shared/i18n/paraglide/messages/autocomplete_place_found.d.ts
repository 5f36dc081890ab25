/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} place found, use the arrow keys to choose" |
* | * | "{count} places found, use the arrow keys to choose" |
*
* @param {Autocomplete_Place_FoundInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const autocomplete_place_found: ((inputs: Autocomplete_Place_FoundInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Autocomplete_Place_FoundInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Autocomplete_Place_FoundInputs = {
    count: NonNullable<unknown>;
};
