/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Free_Title_Empty_ReturnInputs */

const en_tracking_free_title_empty_return = /** @type {(inputs: Tracking_Free_Title_Empty_ReturnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Empty return`)
};

const es_tracking_free_title_empty_return = /** @type {(inputs: Tracking_Free_Title_Empty_ReturnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Devolución del vacío`)
};

const en_xa2_tracking_free_title_empty_return = /** @type {(inputs: Tracking_Free_Title_Empty_ReturnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éɱþţý ŕéţúŕñ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Empty return" |
*
* @param {Tracking_Free_Title_Empty_ReturnInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_title_empty_return = /** @type {((inputs?: Tracking_Free_Title_Empty_ReturnInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Free_Title_Empty_ReturnInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_free_title_empty_return(inputs)
	if (locale === "en-XA") return en_xa2_tracking_free_title_empty_return(inputs)
	return en_tracking_free_title_empty_return(inputs)
});