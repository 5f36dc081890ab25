/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, was: NonNullable<unknown> }} Change_Document_Status_RemovedInputs */

const en_change_document_status_removed = /** @type {(inputs: Change_Document_Status_RemovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: validation status removed (was ${i?.was})`)
};

const es_change_document_status_removed = /** @type {(inputs: Change_Document_Status_RemovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: estado de validación retirado (era ${i?.was})`)
};

const en_xa2_change_document_status_removed = /** @type {(inputs: Change_Document_Status_RemovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.name}: ṽáļíðáţíóñ šţáţúš ŕéɱóṽéð (ŵáš ${i?.was}) ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "{name}: validation status removed (was {was})" |
*
* @param {Change_Document_Status_RemovedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_document_status_removed = /** @type {((inputs: Change_Document_Status_RemovedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Change_Document_Status_RemovedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_change_document_status_removed(inputs)
	if (locale === "en-XA") return en_xa2_change_document_status_removed(inputs)
	return en_change_document_status_removed(inputs)
});