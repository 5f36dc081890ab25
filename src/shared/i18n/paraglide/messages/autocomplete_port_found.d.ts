/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} port found, use the arrow keys to choose" |
* | * | "{count} ports found, use the arrow keys to choose" |
*
* @param {Autocomplete_Port_FoundInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const autocomplete_port_found: ((inputs: Autocomplete_Port_FoundInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Autocomplete_Port_FoundInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Autocomplete_Port_FoundInputs = {
    count: NonNullable<unknown>;
};
