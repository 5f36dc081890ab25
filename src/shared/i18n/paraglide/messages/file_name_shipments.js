/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ day: NonNullable<unknown> }} File_Name_ShipmentsInputs */

const en_file_name_shipments = /** @type {(inputs: File_Name_ShipmentsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`shipments ${i?.day}`)
};

const es_file_name_shipments = /** @type {(inputs: File_Name_ShipmentsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`envíos ${i?.day}`)
};

const en_xa2_file_name_shipments = /** @type {(inputs: File_Name_ShipmentsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[šĥíþɱéñţš ${i?.day} ·~ ]`)
};

/**
* | output |
* | --- |
* | "shipments {day}" |
*
* @param {File_Name_ShipmentsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const file_name_shipments = /** @type {((inputs: File_Name_ShipmentsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<File_Name_ShipmentsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_file_name_shipments(inputs)
	if (locale === "en-XA") return en_xa2_file_name_shipments(inputs)
	return en_file_name_shipments(inputs)
});