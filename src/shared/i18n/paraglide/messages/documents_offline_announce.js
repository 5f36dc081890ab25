/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown>, reason: NonNullable<unknown> }} Documents_Offline_AnnounceInputs */

const en_documents_offline_announce = /** @type {(inputs: Documents_Offline_AnnounceInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} file was not uploaded: ${i?.reason}`);
	return /** @type {LocalizedString} */ (`${i?.shown} files were not uploaded: ${i?.reason}`)
	
};

const es_documents_offline_announce = /** @type {(inputs: Documents_Offline_AnnounceInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} archivo no se subió: ${i?.reason}`);
	return /** @type {LocalizedString} */ (`${i?.shown} archivos no se subieron: ${i?.reason}`)
	
};

const en_xa2_documents_offline_announce = /** @type {(inputs: Documents_Offline_AnnounceInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.shown} ƒíļé ŵáš ñóţ úþļóáðéð: ${i?.reason} ·~ ·~ ·~ ]`);
	return /** @type {LocalizedString} */ (`[${i?.shown} ƒíļéš ŵéŕé ñóţ úþļóáðéð: ${i?.reason} ·~ ·~ ·~ ·]`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} file was not uploaded: {reason}" |
* | * | "{shown} files were not uploaded: {reason}" |
*
* @param {Documents_Offline_AnnounceInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_offline_announce = /** @type {((inputs: Documents_Offline_AnnounceInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Documents_Offline_AnnounceInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_documents_offline_announce(inputs)
	if (locale === "en-XA") return en_xa2_documents_offline_announce(inputs)
	return en_documents_offline_announce(inputs)
});