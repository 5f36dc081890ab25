/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tariffs_RefusedInputs */

const en_tariffs_refused = /** @type {(inputs: Tariffs_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The service refused the tariff`)
};

const es_tariffs_refused = /** @type {(inputs: Tariffs_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El servicio rechazó la tarifa`)
};

const en_xa2_tariffs_refused = /** @type {(inputs: Tariffs_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé šéŕṽíçé ŕéƒúšéð ţĥé ţáŕíƒƒ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "The service refused the tariff" |
*
* @param {Tariffs_RefusedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_refused = /** @type {((inputs?: Tariffs_RefusedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tariffs_RefusedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tariffs_refused(inputs)
	if (locale === "en-XA") return en_xa2_tariffs_refused(inputs)
	return en_tariffs_refused(inputs)
});