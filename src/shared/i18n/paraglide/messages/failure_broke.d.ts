/**
* | output |
* | --- |
* | "The connection to the freight service broke during \"{op}\". Check your connection and try again." |
*
* @param {Failure_BrokeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_broke: ((inputs: Failure_BrokeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Failure_BrokeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Failure_BrokeInputs = {
    op: NonNullable<unknown>;
};
