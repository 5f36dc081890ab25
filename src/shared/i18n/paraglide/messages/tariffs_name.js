/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tariffs_NameInputs */

const en_tariffs_name = /** @type {(inputs: Tariffs_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tariff name`)
};

const es_tariffs_name = /** @type {(inputs: Tariffs_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nombre de la tarifa`)
};

const en_xa2_tariffs_name = /** @type {(inputs: Tariffs_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţáŕíƒƒ ñáɱé ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Tariff name" |
*
* @param {Tariffs_NameInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_name = /** @type {((inputs?: Tariffs_NameInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tariffs_NameInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tariffs_name(inputs)
	if (locale === "en-XA") return en_xa2_tariffs_name(inputs)
	return en_tariffs_name(inputs)
});