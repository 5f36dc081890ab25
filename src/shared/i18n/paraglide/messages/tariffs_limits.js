/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ limit: NonNullable<unknown>, max: NonNullable<unknown> }} Tariffs_LimitsInputs */

const en_tariffs_limits = /** @type {(inputs: Tariffs_LimitsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Accepted: ${i?.limit}, at most ${i?.max} files.`)
};

const es_tariffs_limits = /** @type {(inputs: Tariffs_LimitsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Se aceptan: ${i?.limit}, como máximo ${i?.max} archivos.`)
};

const en_xa2_tariffs_limits = /** @type {(inputs: Tariffs_LimitsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Áççéþţéð: ${i?.limit}, áţ ɱóšţ ${i?.max} ƒíļéš. ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Accepted: {limit}, at most {max} files." |
*
* @param {Tariffs_LimitsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_limits = /** @type {((inputs: Tariffs_LimitsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tariffs_LimitsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tariffs_limits(inputs)
	if (locale === "en-XA") return en_xa2_tariffs_limits(inputs)
	return en_tariffs_limits(inputs)
});