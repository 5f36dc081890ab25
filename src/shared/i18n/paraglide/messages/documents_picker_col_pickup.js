/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Documents_Picker_Col_PickupInputs */

const en_documents_picker_col_pickup = /** @type {(inputs: Documents_Picker_Col_PickupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pick-up`)
};

const es_documents_picker_col_pickup = /** @type {(inputs: Documents_Picker_Col_PickupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recogida`)
};

const en_xa2_documents_picker_col_pickup = /** @type {(inputs: Documents_Picker_Col_PickupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þíçķ-úþ ·~]`)
};

/**
* | output |
* | --- |
* | "Pick-up" |
*
* @param {Documents_Picker_Col_PickupInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_picker_col_pickup = /** @type {((inputs?: Documents_Picker_Col_PickupInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Documents_Picker_Col_PickupInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_documents_picker_col_pickup(inputs)
	if (locale === "en-XA") return en_xa2_documents_picker_col_pickup(inputs)
	return en_documents_picker_col_pickup(inputs)
});