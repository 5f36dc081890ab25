/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, named: NonNullable<unknown>, more: NonNullable<unknown> }} Main_Pdf_UnprintableInputs */

const en_main_pdf_unprintable = /** @type {(inputs: Main_Pdf_UnprintableInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`The quote holds a character no font of the desk can print: ${i?.named}${i?.more}. The desk prints Latin, Greek, Cyrillic, Arabic, Hebrew, Armenian, Georgian, Chinese and Japanese kana.`);
	return /** @type {LocalizedString} */ (`The quote holds characters no font of the desk can print: ${i?.named}${i?.more}. The desk prints Latin, Greek, Cyrillic, Arabic, Hebrew, Armenian, Georgian, Chinese and Japanese kana.`)
	
};

const es_main_pdf_unprintable = /** @type {(inputs: Main_Pdf_UnprintableInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`La cotización contiene un carácter que ninguna fuente de Freight Desk puede imprimir: ${i?.named}${i?.more}. Freight Desk imprime alfabeto latino, griego, cirílico, árabe, hebreo, armenio, georgiano, chino y kana japonés.`);
	return /** @type {LocalizedString} */ (`La cotización contiene caracteres que ninguna fuente de Freight Desk puede imprimir: ${i?.named}${i?.more}. Freight Desk imprime alfabeto latino, griego, cirílico, árabe, hebreo, armenio, georgiano, chino y kana japonés.`)
	
};

const en_xa2_main_pdf_unprintable = /** @type {(inputs: Main_Pdf_UnprintableInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[Ţĥé ǫúóţé ĥóļðš á çĥáŕáçţéŕ ñó ƒóñţ óƒ ţĥé ðéšķ çáñ þŕíñţ: ${i?.named}${i?.more}. Ţĥé ðéšķ þŕíñţš Ļáţíñ, Ĝŕééķ, Çýŕíļļíç, Áŕáƀíç, Ĥéƀŕéŵ, Áŕɱéñíáñ, Ĝéóŕĝíáñ, Çĥíñéšé áñð Ĵáþáñéšé ķáñá. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`);
	return /** @type {LocalizedString} */ (`[Ţĥé ǫúóţé ĥóļðš çĥáŕáçţéŕš ñó ƒóñţ óƒ ţĥé ðéšķ çáñ þŕíñţ: ${i?.named}${i?.more}. Ţĥé ðéšķ þŕíñţš Ļáţíñ, Ĝŕééķ, Çýŕíļļíç, Áŕáƀíç, Ĥéƀŕéŵ, Áŕɱéñíáñ, Ĝéóŕĝíáñ, Çĥíñéšé áñð Ĵáþáñéšé ķáñá. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "The quote holds a character no font of the desk can print: {named}{more}. The desk prints Latin, Greek, Cyrillic, Arabic, Hebrew, Armenian, Georgian, Chinese..." |
* | * | "The quote holds characters no font of the desk can print: {named}{more}. The desk prints Latin, Greek, Cyrillic, Arabic, Hebrew, Armenian, Georgian, Chinese ..." |
*
* @param {Main_Pdf_UnprintableInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_pdf_unprintable = /** @type {((inputs: Main_Pdf_UnprintableInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_Pdf_UnprintableInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_main_pdf_unprintable(inputs)
	if (locale === "en-XA") return en_xa2_main_pdf_unprintable(inputs)
	return en_main_pdf_unprintable(inputs)
});