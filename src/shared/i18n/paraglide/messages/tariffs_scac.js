/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tariffs_ScacInputs */

const en_tariffs_scac = /** @type {(inputs: Tariffs_ScacInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Carrier SCAC`)
};

const es_tariffs_scac = /** @type {(inputs: Tariffs_ScacInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`SCAC del transportista`)
};

const en_xa2_tariffs_scac = /** @type {(inputs: Tariffs_ScacInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çáŕŕíéŕ ŠÇÁÇ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Carrier SCAC" |
*
* @param {Tariffs_ScacInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_scac = /** @type {((inputs?: Tariffs_ScacInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tariffs_ScacInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tariffs_scac(inputs)
	if (locale === "en-XA") return en_xa2_tariffs_scac(inputs)
	return en_tariffs_scac(inputs)
});