/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Change_Stop_Empty_ReturnInputs */

const en_change_stop_empty_return = /** @type {(inputs: Change_Stop_Empty_ReturnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`empty return`)
};

const es_change_stop_empty_return = /** @type {(inputs: Change_Stop_Empty_ReturnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`devolución del vacío`)
};

const en_xa2_change_stop_empty_return = /** @type {(inputs: Change_Stop_Empty_ReturnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[éɱþţý ŕéţúŕñ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "empty return" |
*
* @param {Change_Stop_Empty_ReturnInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_stop_empty_return = /** @type {((inputs?: Change_Stop_Empty_ReturnInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Change_Stop_Empty_ReturnInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_change_stop_empty_return(inputs)
	if (locale === "en-XA") return en_xa2_change_stop_empty_return(inputs)
	return en_change_stop_empty_return(inputs)
});