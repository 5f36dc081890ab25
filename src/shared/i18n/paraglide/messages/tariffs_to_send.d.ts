/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} file to send" |
* | * | "{shown} files to send" |
*
* @param {Tariffs_To_SendInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_to_send: ((inputs: Tariffs_To_SendInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_To_SendInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tariffs_To_SendInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
