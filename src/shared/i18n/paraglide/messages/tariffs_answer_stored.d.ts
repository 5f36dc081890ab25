/**
* | ratesPlural | filesPlural | output |
* | --- | --- | --- |
* | "one" | "one" | "Tariff stored: {ratesShown} rate imported from {filesShown} CSV file" |
* | "one" | * | "Tariff stored: {ratesShown} rate imported from {filesShown} CSV files" |
* | * | "one" | "Tariff stored: {ratesShown} rates imported from {filesShown} CSV file" |
* | * | * | "Tariff stored: {ratesShown} rates imported from {filesShown} CSV files" |
*
* @param {Tariffs_Answer_StoredInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_answer_stored: ((inputs: Tariffs_Answer_StoredInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Answer_StoredInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tariffs_Answer_StoredInputs = {
    rates: NonNullable<unknown>;
    files: NonNullable<unknown>;
    ratesShown: NonNullable<unknown>;
    filesShown: NonNullable<unknown>;
};
