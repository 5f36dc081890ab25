/**
* | output |
* | --- |
* | "{file}, line {line}: {problem}" |
*
* @param {Tariffs_Csv_RefusedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_csv_refused: ((inputs: Tariffs_Csv_RefusedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Csv_RefusedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tariffs_Csv_RefusedInputs = {
    file: NonNullable<unknown>;
    line: NonNullable<unknown>;
    problem: NonNullable<unknown>;
};
