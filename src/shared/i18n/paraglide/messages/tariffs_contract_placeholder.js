/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tariffs_Contract_PlaceholderInputs */

const en_tariffs_contract_placeholder = /** @type {(inputs: Tariffs_Contract_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`e.g. MSC-2026-ES-CN`)
};

const es_tariffs_contract_placeholder = /** @type {(inputs: Tariffs_Contract_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`p. ej. MSC-2026-ES-CN`)
};

const en_xa2_tariffs_contract_placeholder = /** @type {(inputs: Tariffs_Contract_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[é.ĝ. ṀŠÇ-2026-ÉŠ-ÇÑ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "e.g. MSC-2026-ES-CN" |
*
* @param {Tariffs_Contract_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_contract_placeholder = /** @type {((inputs?: Tariffs_Contract_PlaceholderInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tariffs_Contract_PlaceholderInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tariffs_contract_placeholder(inputs)
	if (locale === "en-XA") return en_xa2_tariffs_contract_placeholder(inputs)
	return en_tariffs_contract_placeholder(inputs)
});