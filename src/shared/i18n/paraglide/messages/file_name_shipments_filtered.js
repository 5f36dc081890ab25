/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ day: NonNullable<unknown> }} File_Name_Shipments_FilteredInputs */

const en_file_name_shipments_filtered = /** @type {(inputs: File_Name_Shipments_FilteredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`shipments ${i?.day} filtered`)
};

const es_file_name_shipments_filtered = /** @type {(inputs: File_Name_Shipments_FilteredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`envíos ${i?.day} filtrados`)
};

const en_xa2_file_name_shipments_filtered = /** @type {(inputs: File_Name_Shipments_FilteredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[šĥíþɱéñţš ${i?.day} ƒíļţéŕéð ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "shipments {day} filtered" |
*
* @param {File_Name_Shipments_FilteredInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const file_name_shipments_filtered = /** @type {((inputs: File_Name_Shipments_FilteredInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<File_Name_Shipments_FilteredInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_file_name_shipments_filtered(inputs)
	if (locale === "en-XA") return en_xa2_file_name_shipments_filtered(inputs)
	return en_file_name_shipments_filtered(inputs)
});