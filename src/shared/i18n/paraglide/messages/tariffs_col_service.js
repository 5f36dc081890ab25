/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tariffs_Col_ServiceInputs */

const en_tariffs_col_service = /** @type {(inputs: Tariffs_Col_ServiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Service`)
};

const es_tariffs_col_service = /** @type {(inputs: Tariffs_Col_ServiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Servicio`)
};

const en_xa2_tariffs_col_service = /** @type {(inputs: Tariffs_Col_ServiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šéŕṽíçé ·~]`)
};

/**
* | output |
* | --- |
* | "Service" |
*
* @param {Tariffs_Col_ServiceInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_col_service = /** @type {((inputs?: Tariffs_Col_ServiceInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tariffs_Col_ServiceInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tariffs_col_service(inputs)
	if (locale === "en-XA") return en_xa2_tariffs_col_service(inputs)
	return en_tariffs_col_service(inputs)
});