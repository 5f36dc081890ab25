/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ price: NonNullable<unknown> }} Tracking_Free_Price_ContainerInputs */

const en_tracking_free_price_container = /** @type {(inputs: Tracking_Free_Price_ContainerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.price} a day per container`)
};

const es_tracking_free_price_container = /** @type {(inputs: Tracking_Free_Price_ContainerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.price} al día por contenedor`)
};

const en_xa2_tracking_free_price_container = /** @type {(inputs: Tracking_Free_Price_ContainerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.price} á ðáý þéŕ çóñţáíñéŕ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "{price} a day per container" |
*
* @param {Tracking_Free_Price_ContainerInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_price_container = /** @type {((inputs: Tracking_Free_Price_ContainerInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Free_Price_ContainerInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_free_price_container(inputs)
	if (locale === "en-XA") return en_xa2_tracking_free_price_container(inputs)
	return en_tracking_free_price_container(inputs)
});