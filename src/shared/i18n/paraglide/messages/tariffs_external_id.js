/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tariffs_External_IdInputs */

const en_tariffs_external_id = /** @type {(inputs: Tariffs_External_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`External id`)
};

const es_tariffs_external_id = /** @type {(inputs: Tariffs_External_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Id. externo`)
};

const en_xa2_tariffs_external_id = /** @type {(inputs: Tariffs_External_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éẋţéŕñáļ íð ·~ ·]`)
};

/**
* | output |
* | --- |
* | "External id" |
*
* @param {Tariffs_External_IdInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_external_id = /** @type {((inputs?: Tariffs_External_IdInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tariffs_External_IdInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tariffs_external_id(inputs)
	if (locale === "en-XA") return en_xa2_tariffs_external_id(inputs)
	return en_tariffs_external_id(inputs)
});