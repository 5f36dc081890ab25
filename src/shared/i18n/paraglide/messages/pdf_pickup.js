/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pdf_PickupInputs */

const en_pdf_pickup = /** @type {(inputs: Pdf_PickupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pickup`)
};

const es_pdf_pickup = /** @type {(inputs: Pdf_PickupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recogida`)
};

const en_xa2_pdf_pickup = /** @type {(inputs: Pdf_PickupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þíçķúþ ·~]`)
};

/**
* | output |
* | --- |
* | "Pickup" |
*
* @param {Pdf_PickupInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_pickup = /** @type {((inputs?: Pdf_PickupInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_PickupInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pdf_pickup(inputs)
	if (locale === "en-XA") return en_xa2_pdf_pickup(inputs)
	return en_pdf_pickup(inputs)
});