/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Documents_Refused_AnnounceInputs */

const en_documents_refused_announce = /** @type {(inputs: Documents_Refused_AnnounceInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} file was not sent; see the reasons under Uploads.`);
	return /** @type {LocalizedString} */ (`${i?.shown} files were not sent; see the reasons under Uploads.`)
	
};

const es_documents_refused_announce = /** @type {(inputs: Documents_Refused_AnnounceInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} archivo no se envió; vea los motivos en Subidas.`);
	return /** @type {LocalizedString} */ (`${i?.shown} archivos no se enviaron; vea los motivos en Subidas.`)
	
};

const en_xa2_documents_refused_announce = /** @type {(inputs: Documents_Refused_AnnounceInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.shown} ƒíļé ŵáš ñóţ šéñţ; šéé ţĥé ŕéášóñš úñðéŕ Úþļóáðš. ·~ ·~ ·~ ·~ ·~ ·~ ·]`);
	return /** @type {LocalizedString} */ (`[${i?.shown} ƒíļéš ŵéŕé ñóţ šéñţ; šéé ţĥé ŕéášóñš úñðéŕ Úþļóáðš. ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} file was not sent; see the reasons under Uploads." |
* | * | "{shown} files were not sent; see the reasons under Uploads." |
*
* @param {Documents_Refused_AnnounceInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_refused_announce = /** @type {((inputs: Documents_Refused_AnnounceInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Documents_Refused_AnnounceInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_documents_refused_announce(inputs)
	if (locale === "en-XA") return en_xa2_documents_refused_announce(inputs)
	return en_documents_refused_announce(inputs)
});