/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Failure_Ask_AccessInputs */

const en_failure_ask_access = /** @type {(inputs: Failure_Ask_AccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ask your freight service provider for access.`)
};

const es_failure_ask_access = /** @type {(inputs: Failure_Ask_AccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pida acceso a su proveedor del servicio de transporte.`)
};

const en_xa2_failure_ask_access = /** @type {(inputs: Failure_Ask_AccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ášķ ýóúŕ ƒŕéíĝĥţ šéŕṽíçé þŕóṽíðéŕ ƒóŕ áççéšš. ·~ ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Ask your freight service provider for access." |
*
* @param {Failure_Ask_AccessInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_ask_access = /** @type {((inputs?: Failure_Ask_AccessInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Failure_Ask_AccessInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_failure_ask_access(inputs)
	if (locale === "en-XA") return en_xa2_failure_ask_access(inputs)
	return en_failure_ask_access(inputs)
});