/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ipc_Country_CodeInputs */

const en_ipc_country_code = /** @type {(inputs: Ipc_Country_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`expected a country code (ISO 3166-1 alpha-2)`)
};

const es_ipc_country_code = /** @type {(inputs: Ipc_Country_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se esperaba un código de país (ISO 3166-1 alfa-2)`)
};

const en_xa2_ipc_country_code = /** @type {(inputs: Ipc_Country_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[éẋþéçţéð á çóúñţŕý çóðé (ÍŠÓ 3166-1 áļþĥá-2) ·~ ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "expected a country code (ISO 3166-1 alpha-2)" |
*
* @param {Ipc_Country_CodeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const ipc_country_code = /** @type {((inputs?: Ipc_Country_CodeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ipc_Country_CodeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_ipc_country_code(inputs)
	if (locale === "en-XA") return en_xa2_ipc_country_code(inputs)
	return en_ipc_country_code(inputs)
});