/**
* | countPlural | output |
* | --- | --- |
* | "one" | "The connection to the freight service broke during \"{op}\" ({count} attempt). Check your connection and try again." |
* | * | "The connection to the freight service broke during \"{op}\" ({count} attempts). Check your connection and try again." |
*
* @param {Failure_Broke_AttemptsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_broke_attempts: ((inputs: Failure_Broke_AttemptsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Failure_Broke_AttemptsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Failure_Broke_AttemptsInputs = {
    count: NonNullable<unknown>;
    op: NonNullable<unknown>;
};
