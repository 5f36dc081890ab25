/**
* | countPlural | output |
* | --- | --- |
* | "one" | "The freight service failed to carry out \"{op}\" (HTTP {status}) after {count} attempt." |
* | * | "The freight service failed to carry out \"{op}\" (HTTP {status}) after {count} attempts." |
*
* @param {Failure_Server_AttemptsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_server_attempts: ((inputs: Failure_Server_AttemptsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Failure_Server_AttemptsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Failure_Server_AttemptsInputs = {
    count: NonNullable<unknown>;
    op: NonNullable<unknown>;
    status: NonNullable<unknown>;
};
