/**
* | output |
* | --- |
* | "only a read without a body is fetched as bytes" |
*
* @param {Failure_Bytes_Read_OnlyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_bytes_read_only: ((inputs?: Failure_Bytes_Read_OnlyInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Failure_Bytes_Read_OnlyInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Failure_Bytes_Read_OnlyInputs = {};
