/**
* | output |
* | --- |
* | "Freight Desk" |
*
* @param {App_NameInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const app_name: ((inputs?: App_NameInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<App_NameInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Opening {screen}…" |
*
* @param {App_OpeningInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const app_opening: ((inputs: App_OpeningInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<App_OpeningInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Part of Freight Desk failed to load. Restart the app; if it keeps happening, reinstall it." |
*
* @param {App_Part_Failed_To_LoadInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const app_part_failed_to_load: ((inputs?: App_Part_Failed_To_LoadInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<App_Part_Failed_To_LoadInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{screen} could not show what it received" |
*
* @param {App_Screen_Draw_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const app_screen_draw_failed: ((inputs: App_Screen_Draw_FailedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<App_Screen_Draw_FailedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Part of this screen failed while showing what the freight service sent{detail}. Try again; if it keeps happening, report it with what you were doing." |
*
* @param {App_Screen_Failed_DrawingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const app_screen_failed_drawing: ((inputs: App_Screen_Failed_DrawingInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<App_Screen_Failed_DrawingInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{screen} could not be opened" |
*
* @param {App_Screen_Open_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const app_screen_open_failed: ((inputs: App_Screen_Open_FailedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<App_Screen_Open_FailedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Skip to content" |
*
* @param {App_Skip_To_ContentInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const app_skip_to_content: ((inputs?: App_Skip_To_ContentInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<App_Skip_To_ContentInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Dark" |
*
* @param {Appearance_DarkInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const appearance_dark: ((inputs?: Appearance_DarkInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Appearance_DarkInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "How Freight Desk looks and speaks on this computer." |
*
* @param {Appearance_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const appearance_description: ((inputs?: Appearance_DescriptionInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Appearance_DescriptionInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Language" |
*
* @param {Appearance_LanguageInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const appearance_language: ((inputs?: Appearance_LanguageInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Appearance_LanguageInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "System follows the language of your operating system: Spanish for any Spanish, English otherwise. Dates, numbers and amounts follow it." |
*
* @param {Appearance_Language_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const appearance_language_hint: ((inputs?: Appearance_Language_HintInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Appearance_Language_HintInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Could not save the language" |
*
* @param {Appearance_Language_Save_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const appearance_language_save_failed: ((inputs?: Appearance_Language_Save_FailedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Appearance_Language_Save_FailedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Light" |
*
* @param {Appearance_LightInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const appearance_light: ((inputs?: Appearance_LightInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Appearance_LightInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Could not read the appearance settings" |
*
* @param {Appearance_Read_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const appearance_read_failed: ((inputs?: Appearance_Read_FailedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Appearance_Read_FailedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "System" |
*
* @param {Appearance_SystemInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const appearance_system: ((inputs?: Appearance_SystemInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Appearance_SystemInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Theme" |
*
* @param {Appearance_ThemeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const appearance_theme: ((inputs?: Appearance_ThemeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Appearance_ThemeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "System follows the light or dark setting of your operating system." |
*
* @param {Appearance_Theme_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const appearance_theme_hint: ((inputs?: Appearance_Theme_HintInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Appearance_Theme_HintInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Could not save the theme" |
*
* @param {Appearance_Theme_Save_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const appearance_theme_save_failed: ((inputs?: Appearance_Theme_Save_FailedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Appearance_Theme_Save_FailedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Appearance" |
*
* @param {Appearance_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const appearance_title: ((inputs?: Appearance_TitleInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Appearance_TitleInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "As of" |
*
* @param {As_OfInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const as_of: ((inputs?: As_OfInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<As_OfInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Not fetched yet" |
*
* @param {As_Of_Not_FetchedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const as_of_not_fetched: ((inputs?: As_Of_Not_FetchedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<As_Of_Not_FetchedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Saved copy as of" |
*
* @param {As_Of_SavedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const as_of_saved: ((inputs?: As_Of_SavedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<As_Of_SavedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "No {noun} found for “{searched}”. Check the spelling or try another name or code." |
*
* @param {Autocomplete_None_FoundInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const autocomplete_none_found: ((inputs: Autocomplete_None_FoundInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Autocomplete_None_FoundInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Saved answer from an earlier search:" |
*
* @param {Autocomplete_Saved_AnswerInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const autocomplete_saved_answer: ((inputs?: Autocomplete_Saved_AnswerInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Autocomplete_Saved_AnswerInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Searching for “{searched}”…" |
*
* @param {Autocomplete_SearchingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const autocomplete_searching: ((inputs: Autocomplete_SearchingInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Autocomplete_SearchingInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Suggestions" |
*
* @param {Autocomplete_SuggestionsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const autocomplete_suggestions: ((inputs?: Autocomplete_SuggestionsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Autocomplete_SuggestionsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Remove" |
*
* @param {Basket_RemoveInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const basket_remove: ((inputs?: Basket_RemoveInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Basket_RemoveInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Remove {file}" |
*
* @param {Basket_Remove_FileInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const basket_remove_file: ((inputs: Basket_Remove_FileInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Basket_Remove_FileInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Cancel" |
*
* @param {CancelInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const cancel: ((inputs?: CancelInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<CancelInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} new" |
* | * | "{count} new" |
*
* @param {Change_Counted_AddedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_counted_added: ((inputs: Change_Counted_AddedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Change_Counted_AddedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} customs status changed" |
* | * | "{count} customs status changed" |
*
* @param {Change_Counted_CustomsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_counted_customs: ((inputs: Change_Counted_CustomsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Change_Counted_CustomsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} ETA moved" |
* | * | "{count} ETA moved" |
*
* @param {Change_Counted_Delivery_DateInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_counted_delivery_date: ((inputs: Change_Counted_Delivery_DateInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Change_Counted_Delivery_DateInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} document changed" |
* | * | "{count} documents changed" |
*
* @param {Change_Counted_Documents_ChangedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_counted_documents_changed: ((inputs: Change_Counted_Documents_ChangedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Change_Counted_Documents_ChangedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} document uploaded" |
* | * | "{count} documents uploaded" |
*
* @param {Change_Counted_Documents_UploadedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_counted_documents_uploaded: ((inputs: Change_Counted_Documents_UploadedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Change_Counted_Documents_UploadedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} document validated" |
* | * | "{count} documents validated" |
*
* @param {Change_Counted_Documents_ValidatedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_counted_documents_validated: ((inputs: Change_Counted_Documents_ValidatedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Change_Counted_Documents_ValidatedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} past free time" |
* | * | "{count} past free time" |
*
* @param {Change_Counted_Free_Time_PastInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_counted_free_time_past: ((inputs: Change_Counted_Free_Time_PastInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Change_Counted_Free_Time_PastInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} free time ending" |
* | * | "{count} free time ending" |
*
* @param {Change_Counted_Free_Time_SoonInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_counted_free_time_soon: ((inputs: Change_Counted_Free_Time_SoonInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Change_Counted_Free_Time_SoonInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} new message" |
* | * | "{count} new messages" |
*
* @param {Change_Counted_MessagesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_counted_messages: ((inputs: Change_Counted_MessagesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Change_Counted_MessagesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} pickup moved" |
* | * | "{count} pickup moved" |
*
* @param {Change_Counted_Pickup_DateInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_counted_pickup_date: ((inputs: Change_Counted_Pickup_DateInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Change_Counted_Pickup_DateInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{count} {status}" |
*
* @param {Change_Counted_StatusInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_counted_status: ((inputs: Change_Counted_StatusInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Change_Counted_StatusInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} no longer listed" |
* | * | "{count} no longer listed" |
*
* @param {Change_Counted_UnlistedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_counted_unlisted: ((inputs: Change_Counted_UnlistedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Change_Counted_UnlistedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{name}: no longer uploaded" |
*
* @param {Change_Document_No_Longer_UploadedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_document_no_longer_uploaded: ((inputs: Change_Document_No_Longer_UploadedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Change_Document_No_Longer_UploadedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{name}: {status}" |
*
* @param {Change_Document_StatusInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_document_status: ((inputs: Change_Document_StatusInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Change_Document_StatusInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{name}: validation status removed (was {was})" |
*
* @param {Change_Document_Status_RemovedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_document_status_removed: ((inputs: Change_Document_Status_RemovedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Change_Document_Status_RemovedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "A document" |
*
* @param {Change_Document_UnnamedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_document_unnamed: ((inputs?: Change_Document_UnnamedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Change_Document_UnnamedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{name} uploaded" |
*
* @param {Change_Document_UploadedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_document_uploaded: ((inputs: Change_Document_UploadedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Change_Document_UploadedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{name} validated" |
*
* @param {Change_Document_ValidatedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_document_validated: ((inputs: Change_Document_ValidatedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Change_Document_ValidatedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Free time" |
*
* @param {Change_Free_TimeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_free_time: ((inputs?: Change_Free_TimeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Change_Free_TimeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{name}: past the last free day ({day}), the charge accrues" |
*
* @param {Change_Free_Time_PastInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_free_time_past: ((inputs: Change_Free_Time_PastInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Change_Free_Time_PastInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{name}: {stop} not reported; if still out, past the last free day ({day}), the charge accrues" |
*
* @param {Change_Free_Time_Past_UnreportedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_free_time_past_unreported: ((inputs: Change_Free_Time_Past_UnreportedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Change_Free_Time_Past_UnreportedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{name}: last free day {day}, 48 hours or less left" |
*
* @param {Change_Free_Time_SoonInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_free_time_soon: ((inputs: Change_Free_Time_SoonInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Change_Free_Time_SoonInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{name}: {stop} not reported; if still out, last free day {day}, 48 hours or less left" |
*
* @param {Change_Free_Time_Soon_UnreportedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_free_time_soon_unreported: ((inputs: Change_Free_Time_Soon_UnreportedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Change_Free_Time_Soon_UnreportedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "New shipments" |
*
* @param {Change_Kind_AddedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_kind_added: ((inputs?: Change_Kind_AddedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Change_Kind_AddedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "A shipment booked elsewhere appears in the list (not the ones you book here)." |
*
* @param {Change_Kind_Added_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_kind_added_hint: ((inputs?: Change_Kind_Added_HintInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Change_Kind_Added_HintInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Customs status" |
*
* @param {Change_Kind_CustomsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_kind_customs: ((inputs?: Change_Kind_CustomsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Change_Kind_CustomsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "A shipment’s customs status moved (pending, cleared, held…)." |
*
* @param {Change_Kind_Customs_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_kind_customs_hint: ((inputs?: Change_Kind_Customs_HintInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Change_Kind_Customs_HintInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "ETA moved" |
*
* @param {Change_Kind_Delivery_DateInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_kind_delivery_date: ((inputs?: Change_Kind_Delivery_DateInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Change_Kind_Delivery_DateInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The estimated delivery date of a shipment changed." |
*
* @param {Change_Kind_Delivery_Date_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_kind_delivery_date_hint: ((inputs?: Change_Kind_Delivery_Date_HintInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Change_Kind_Delivery_Date_HintInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Document checks" |
*
* @param {Change_Kind_DocumentsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_kind_documents: ((inputs?: Change_Kind_DocumentsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Change_Kind_DocumentsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "A required document was uploaded, validated or refused (found outside the Documents screen)." |
*
* @param {Change_Kind_Documents_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_kind_documents_hint: ((inputs?: Change_Kind_Documents_HintInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Change_Kind_Documents_HintInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Free time running out" |
*
* @param {Change_Kind_Free_TimeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_kind_free_time: ((inputs?: Change_Kind_Free_TimeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Change_Kind_Free_TimeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "A booked sea shipment came within 48 hours of its last free day (demurrage, detention, storage), or passed it, while its clock runs." |
*
* @param {Change_Kind_Free_Time_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_kind_free_time_hint: ((inputs?: Change_Kind_Free_Time_HintInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Change_Kind_Free_Time_HintInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "New tracking messages" |
*
* @param {Change_Kind_MessagesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_kind_messages: ((inputs?: Change_Kind_MessagesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Change_Kind_MessagesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "New messages found when a shipment’s messages are fetched in the background (not while you read them)." |
*
* @param {Change_Kind_Messages_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_kind_messages_hint: ((inputs?: Change_Kind_Messages_HintInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Change_Kind_Messages_HintInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Pickup date moved" |
*
* @param {Change_Kind_Pickup_DateInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_kind_pickup_date: ((inputs?: Change_Kind_Pickup_DateInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Change_Kind_Pickup_DateInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The pickup date of a shipment changed." |
*
* @param {Change_Kind_Pickup_Date_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_kind_pickup_date_hint: ((inputs?: Change_Kind_Pickup_Date_HintInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Change_Kind_Pickup_Date_HintInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Status changes" |
*
* @param {Change_Kind_StatusInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_kind_status: ((inputs?: Change_Kind_StatusInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Change_Kind_StatusInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "A shipment’s tracking status moved (picked up, in transit, delivered…)." |
*
* @param {Change_Kind_Status_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_kind_status_hint: ((inputs?: Change_Kind_Status_HintInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Change_Kind_Status_HintInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "No longer listed" |
*
* @param {Change_Kind_UnlistedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_kind_unlisted: ((inputs?: Change_Kind_UnlistedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Change_Kind_UnlistedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The service stopped listing a shipment; the desk keeps it." |
*
* @param {Change_Kind_Unlisted_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_kind_unlisted_hint: ((inputs?: Change_Kind_Unlisted_HintInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Change_Kind_Unlisted_HintInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "discharge" |
*
* @param {Change_Stop_DischargeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_stop_discharge: ((inputs?: Change_Stop_DischargeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Change_Stop_DischargeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "empty return" |
*
* @param {Change_Stop_Empty_ReturnInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_stop_empty_return: ((inputs?: Change_Stop_Empty_ReturnInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Change_Stop_Empty_ReturnInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "release" |
*
* @param {Change_Stop_ReleaseInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_stop_release: ((inputs?: Change_Stop_ReleaseInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Change_Stop_ReleaseInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Choose files…" |
*
* @param {Choose_FilesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const choose_files: ((inputs?: Choose_FilesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Choose_FilesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Choose none" |
*
* @param {Choose_NoneInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const choose_none: ((inputs?: Choose_NoneInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Choose_NoneInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Choose logo…" |
*
* @param {Company_Choose_LogoInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const company_choose_logo: ((inputs?: Company_Choose_LogoInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Company_Choose_LogoInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Printed at the head of every quote PDF you send to a customer." |
*
* @param {Company_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const company_description: ((inputs?: Company_DescriptionInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Company_DescriptionInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Logo" |
*
* @param {Company_LogoInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const company_logo: ((inputs?: Company_LogoInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Company_LogoInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Company logo: {file}" |
*
* @param {Company_Logo_AltInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const company_logo_alt: ((inputs: Company_Logo_AltInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Company_Logo_AltInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{file} · {width} × {height} px · {size}" |
*
* @param {Company_Logo_FactsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const company_logo_facts: ((inputs: Company_Logo_FactsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Company_Logo_FactsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "PNG or JPEG, at most {size}. Printed at most 150 × 54 pt, proportions kept." |
*
* @param {Company_Logo_LimitsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const company_logo_limits: ((inputs: Company_Logo_LimitsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Company_Logo_LimitsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Company name" |
*
* @param {Company_NameInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const company_name: ((inputs?: Company_NameInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Company_NameInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "As your customers know you, e.g. “Acme Forwarding S.L.”" |
*
* @param {Company_Name_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const company_name_hint: ((inputs?: Company_Name_HintInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Company_Name_HintInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Could not save the company name" |
*
* @param {Company_Name_Save_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const company_name_save_failed: ((inputs?: Company_Name_Save_FailedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Company_Name_Save_FailedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "No logo" |
*
* @param {Company_No_LogoInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const company_no_logo: ((inputs?: Company_No_LogoInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Company_No_LogoInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Remove logo" |
*
* @param {Company_Remove_LogoInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const company_remove_logo: ((inputs?: Company_Remove_LogoInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Company_Remove_LogoInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Replace logo…" |
*
* @param {Company_Replace_LogoInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const company_replace_logo: ((inputs?: Company_Replace_LogoInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Company_Replace_LogoInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Save name" |
*
* @param {Company_Save_NameInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const company_save_name: ((inputs?: Company_Save_NameInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Company_Save_NameInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Company" |
*
* @param {Company_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const company_title: ((inputs?: Company_TitleInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Company_TitleInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Checking the connection…" |
*
* @param {Connection_CheckingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const connection_checking: ((inputs?: Connection_CheckingInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Connection_CheckingInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Copied" |
*
* @param {Copy_DoneInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const copy_done: ((inputs?: Copy_DoneInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Copy_DoneInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Could not copy: select the text instead" |
*
* @param {Copy_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const copy_failed: ((inputs?: Copy_FailedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Copy_FailedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Copy {what}" |
*
* @param {Copy_WhatInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const copy_what: ((inputs: Copy_WhatInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Copy_WhatInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "dd" |
*
* @param {Date_Day_LettersInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const date_day_letters: ((inputs?: Date_Day_LettersInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Date_Day_LettersInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "mm" |
*
* @param {Date_Month_LettersInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const date_month_letters: ((inputs?: Date_Month_LettersInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Date_Month_LettersInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "yyyy" |
*
* @param {Date_Year_LettersInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const date_year_letters: ((inputs?: Date_Year_LettersInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Date_Year_LettersInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Dismiss" |
*
* @param {DismissInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const dismiss: ((inputs?: DismissInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<DismissInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Discard" |
*
* @param {Draft_DiscardInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const draft_discard: ((inputs?: Draft_DiscardInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Draft_DiscardInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Draft restored from" |
*
* @param {Draft_Restored_FromInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const draft_restored_from: ((inputs?: Draft_Restored_FromInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Draft_Restored_FromInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Draft saved" |
*
* @param {Draft_SavedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const draft_saved: ((inputs?: Draft_SavedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Draft_SavedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Edit" |
*
* @param {EditInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const edit: ((inputs?: EditInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<EditInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | ": the service could not be asked now, so this is what the desk kept." |
*
* @param {Empty_State_KeptInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const empty_state_kept: ((inputs?: Empty_State_KeptInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Empty_State_KeptInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Freight Desk tries again on its own in a few seconds." |
*
* @param {Error_Retries_ItselfInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const error_retries_itself: ((inputs?: Error_Retries_ItselfInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Retries_ItselfInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Agency" |
*
* @param {Export_AgencyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const export_agency: ((inputs?: Export_AgencyInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Export_AgencyInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Code" |
*
* @param {Export_CodeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const export_code: ((inputs?: Export_CodeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Export_CodeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Currency" |
*
* @param {Export_CurrencyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const export_currency: ((inputs?: Export_CurrencyInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Export_CurrencyInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "(currency not stated)" |
*
* @param {Export_Currency_Not_StatedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const export_currency_not_stated: ((inputs?: Export_Currency_Not_StatedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Export_Currency_Not_StatedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Delivery" |
*
* @param {Export_DeliveryInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const export_delivery: ((inputs?: Export_DeliveryInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Export_DeliveryInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Destination" |
*
* @param {Export_DestinationInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const export_destination: ((inputs?: Export_DestinationInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Export_DestinationInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Free time charged" |
*
* @param {Export_Free_Time_ChargedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const export_free_time_charged: ((inputs?: Export_Free_Time_ChargedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Export_Free_Time_ChargedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Free time currency" |
*
* @param {Export_Free_Time_CurrencyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const export_free_time_currency: ((inputs?: Export_Free_Time_CurrencyInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Export_Free_Time_CurrencyInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Last free day" |
*
* @param {Export_Last_Free_DayInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const export_last_free_day: ((inputs?: Export_Last_Free_DayInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Export_Last_Free_DayInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "not known" |
*
* @param {Export_Not_KnownInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const export_not_known: ((inputs?: Export_Not_KnownInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Export_Not_KnownInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Origin" |
*
* @param {Export_OriginInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const export_origin: ((inputs?: Export_OriginInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Export_OriginInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Pickup" |
*
* @param {Export_PickupInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const export_pickup: ((inputs?: Export_PickupInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Export_PickupInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Price" |
*
* @param {Export_PriceInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const export_price: ((inputs?: Export_PriceInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Export_PriceInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Status" |
*
* @param {Export_StatusInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const export_status: ((inputs?: Export_StatusInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Export_StatusInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Could not connect to the freight service at {host} (address not reachable). Check the service address (the profile's base URL) and your connection, then try ..." |
*
* @param {Failure_Address_UnreachableInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_address_unreachable: ((inputs: Failure_Address_UnreachableInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Failure_Address_UnreachableInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Ask your freight service provider for access." |
*
* @param {Failure_Ask_AccessInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_ask_access: ((inputs?: Failure_Ask_AccessInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Failure_Ask_AccessInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The freight service stopped sending its answer to \"{op}\" for {seconds} s." |
*
* @param {Failure_Body_TimeoutInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_body_timeout: ((inputs: Failure_Body_TimeoutInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Failure_Body_TimeoutInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The connection to the freight service broke during \"{op}\". Check your connection and try again." |
*
* @param {Failure_BrokeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_broke: ((inputs: Failure_BrokeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Failure_BrokeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "The connection to the freight service broke during \"{op}\" ({count} attempt). Check your connection and try again." |
* | * | "The connection to the freight service broke during \"{op}\" ({count} attempts). Check your connection and try again." |
*
* @param {Failure_Broke_AttemptsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_broke_attempts: ((inputs: Failure_Broke_AttemptsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Failure_Broke_AttemptsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The connection to the freight service broke during \"{op}\", so its outcome is unknown." |
*
* @param {Failure_Broke_UnknownInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_broke_unknown: ((inputs: Failure_Broke_UnknownInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Failure_Broke_UnknownInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "\"{op}\" was cancelled." |
*
* @param {Failure_CancelledInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_cancelled: ((inputs: Failure_CancelledInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Failure_CancelledInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The profile's base URL, or the API version in it, is probably wrong: check it in Settings." |
*
* @param {Failure_Check_Base_UrlInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_check_base_url: ((inputs?: Failure_Check_Base_UrlInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Failure_Check_Base_UrlInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Check your connection and try again." |
*
* @param {Failure_Check_ConnectionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_check_connection: ((inputs?: Failure_Check_ConnectionInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Failure_Check_ConnectionInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "\"{op}\" was stopped because the connection to the freight service was closed (profile switched or app closing)." |
*
* @param {Failure_ClosedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_closed: ((inputs: Failure_ClosedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Failure_ClosedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Could not connect to the freight service at {host} within {seconds} s. Check your connection and the service address (the profile's base URL), then try again." |
*
* @param {Failure_Connect_TimeoutInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_connect_timeout: ((inputs: Failure_Connect_TimeoutInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Failure_Connect_TimeoutInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Could not connect to the freight service at {host} (connection refused). Check the service address (the profile's base URL) and your connection, then try again." |
*
* @param {Failure_Connection_RefusedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_connection_refused: ((inputs: Failure_Connection_RefusedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Failure_Connection_RefusedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The freight service does not allow this account to do \"{op}\"." |
*
* @param {Failure_ForbiddenInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_forbidden: ((inputs: Failure_ForbiddenInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Failure_ForbiddenInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The freight service did not answer \"{op}\" within {seconds} s." |
*
* @param {Failure_Headers_TimeoutInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_headers_timeout: ((inputs: Failure_Headers_TimeoutInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Failure_Headers_TimeoutInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The input is not valid." |
*
* @param {Failure_Input_InvalidInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_input_invalid: ((inputs?: Failure_Input_InvalidInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Failure_Input_InvalidInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Something went wrong inside Freight Desk. Try again; if it keeps happening, restart the app." |
*
* @param {Failure_InternalInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_internal: ((inputs?: Failure_InternalInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Failure_InternalInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "It said: \"{message}\"." |
*
* @param {Failure_It_SaidInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_it_said: ((inputs: Failure_It_SaidInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Failure_It_SaidInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "(and {count} more)" |
* | * | "(and {count} more)" |
*
* @param {Failure_More_ProblemsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_more_problems: ((inputs: Failure_More_ProblemsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Failure_More_ProblemsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The freight service at {host} does not offer \"{op}\" at this address (HTTP 404)." |
*
* @param {Failure_No_Such_AddressInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_no_such_address: ((inputs: Failure_No_Such_AddressInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Failure_No_Such_AddressInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The freight service found nothing for \"{op}\"." |
*
* @param {Failure_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_not_found: ((inputs: Failure_Not_FoundInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Failure_Not_FoundInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Nothing was changed: what you acted on may be gone or out of date, so reload it before anything else." |
*
* @param {Failure_Not_Found_ChangedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_not_found_changed: ((inputs?: Failure_Not_Found_ChangedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Failure_Not_Found_ChangedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Check the id or code." |
*
* @param {Failure_Not_Found_Check_IdInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_not_found_check_id: ((inputs?: Failure_Not_Found_Check_IdInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Failure_Not_Found_Check_IdInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "\"{op}\" was not sent: parameter {problem}." |
*
* @param {Failure_Not_Sent_ParameterInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_not_sent_parameter: ((inputs: Failure_Not_Sent_ParameterInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Failure_Not_Sent_ParameterInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "\"{op}\" was not sent: request {problem}." |
*
* @param {Failure_Not_Sent_RequestInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_not_sent_request: ((inputs: Failure_Not_Sent_RequestInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Failure_Not_Sent_RequestInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The freight service refused \"{op}\": {message}" |
*
* @param {Failure_RefusedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_refused: ((inputs: Failure_RefusedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Failure_RefusedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The freight service refused \"{op}\" without giving a reason." |
*
* @param {Failure_Refused_No_ReasonInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_refused_no_reason: ((inputs: Failure_Refused_No_ReasonInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Failure_Refused_No_ReasonInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The freight service rejected \"{op}\": {reason}. Correct the request first: sent as it is, it would be refused again." |
*
* @param {Failure_Rejected_ReasonInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_rejected_reason: ((inputs: Failure_Rejected_ReasonInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Failure_Rejected_ReasonInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The freight service rejected \"{op}\" (HTTP {status}). Correct the request first: sent as it is, it would be refused again." |
*
* @param {Failure_Rejected_StatusInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_rejected_status: ((inputs: Failure_Rejected_StatusInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Failure_Rejected_StatusInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Try again; if it keeps happening, report it to your provider." |
*
* @param {Failure_Report_If_AgainInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_report_if_again: ((inputs?: Failure_Report_If_AgainInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Failure_Report_If_AgainInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The freight service gave up waiting for \"{op}\". Try again." |
*
* @param {Failure_Request_TimeoutInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_request_timeout: ((inputs: Failure_Request_TimeoutInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Failure_Request_TimeoutInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The freight service failed to carry out \"{op}\" (HTTP {status})." |
*
* @param {Failure_ServerInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_server: ((inputs: Failure_ServerInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Failure_ServerInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "The freight service failed to carry out \"{op}\" (HTTP {status}) after {count} attempt." |
* | * | "The freight service failed to carry out \"{op}\" (HTTP {status}) after {count} attempts." |
*
* @param {Failure_Server_AttemptsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_server_attempts: ((inputs: Failure_Server_AttemptsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Failure_Server_AttemptsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The freight service reported a failure of \"{op}\" (HTTP {status})." |
*
* @param {Failure_Server_ReportedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_server_reported: ((inputs: Failure_Server_ReportedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Failure_Server_ReportedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The freight service sent an answer to \"{op}\" larger than {limit} MiB; Freight Desk stopped reading it. Narrow the request (fewer items, a shorter period) or ..." |
*
* @param {Failure_Too_LargeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_too_large: ((inputs: Failure_Too_LargeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Failure_Too_LargeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The freight service did not carry out \"{op}\" (HTTP {status}), and its answer was larger than {limit} MiB, too large to read. Try again; if it keeps happening..." |
*
* @param {Failure_Too_Large_RefusedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_too_large_refused: ((inputs: Failure_Too_Large_RefusedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Failure_Too_Large_RefusedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The freight service sent an answer to \"{op}\" larger than {limit} MiB; Freight Desk stopped reading it, so the outcome is unknown." |
*
* @param {Failure_Too_Large_UnknownInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_too_large_unknown: ((inputs: Failure_Too_Large_UnknownInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Failure_Too_Large_UnknownInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The freight service is receiving too many requests and refused \"{op}\". Wait a minute and try again." |
*
* @param {Failure_Too_Many_RequestsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_too_many_requests: ((inputs: Failure_Too_Many_RequestsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Failure_Too_Many_RequestsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The freight service is receiving too many requests and refused \"{op}\". Wait {seconds} s and try again." |
*
* @param {Failure_Too_Many_Requests_WaitInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_too_many_requests_wait: ((inputs: Failure_Too_Many_Requests_WaitInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Failure_Too_Many_Requests_WaitInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "It asked to wait {seconds} s; try again then." |
*
* @param {Failure_Try_AfterInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_try_after: ((inputs: Failure_Try_AfterInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Failure_Try_AfterInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Try again in a few minutes." |
*
* @param {Failure_Try_LaterInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_try_later: ((inputs?: Failure_Try_LaterInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Failure_Try_LaterInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The freight service did not accept the session for \"{op}\", even after signing in again. Check the profile's API key and secret." |
*
* @param {Failure_UnauthorizedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_unauthorized: ((inputs: Failure_UnauthorizedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Failure_UnauthorizedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The freight service answered \"{op}\" with an unexpected HTTP status {status}." |
*
* @param {Failure_Unexpected_StatusInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_unexpected_status: ((inputs: Failure_Unexpected_StatusInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Failure_Unexpected_StatusInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Freight Desk has no function called {channel}." |
*
* @param {Failure_Unknown_ChannelInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_unknown_channel: ((inputs: Failure_Unknown_ChannelInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Failure_Unknown_ChannelInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "It may or may not have been carried out: check {check} before trying again." |
*
* @param {Failure_Unknown_OutcomeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_unknown_outcome: ((inputs: Failure_Unknown_OutcomeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Failure_Unknown_OutcomeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The freight service sent an answer to \"{op}\" that Freight Desk cannot read ({problem})." |
*
* @param {Failure_UnreadableInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_unreadable: ((inputs: Failure_UnreadableInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Failure_UnreadableInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The freight service accepted \"{op}\" but sent an answer Freight Desk cannot read ({problem})." |
*
* @param {Failure_Unreadable_AcceptedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_unreadable_accepted: ((inputs: Failure_Unreadable_AcceptedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Failure_Unreadable_AcceptedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Loading" |
*
* @param {LoadingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const loading: ((inputs?: LoadingInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<LoadingInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "What went wrong and when, written to a file on this computer. Keys, secrets and tokens are never written to it." |
*
* @param {Logs_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const logs_description: ((inputs?: Logs_DescriptionInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Logs_DescriptionInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Could not show the logs" |
*
* @param {Logs_Show_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const logs_show_failed: ((inputs?: Logs_Show_FailedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Logs_Show_FailedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Logs" |
*
* @param {Logs_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const logs_title: ((inputs?: Logs_TitleInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Logs_TitleInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "About {app}" |
*
* @param {Menu_AboutInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_about: ((inputs: Menu_AboutInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Menu_AboutInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Actual Size" |
*
* @param {Menu_Actual_SizeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_actual_size: ((inputs?: Menu_Actual_SizeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Menu_Actual_SizeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Bring All to Front" |
*
* @param {Menu_Bring_All_To_FrontInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_bring_all_to_front: ((inputs?: Menu_Bring_All_To_FrontInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Menu_Bring_All_To_FrontInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Close Window" |
*
* @param {Menu_Close_WindowInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_close_window: ((inputs?: Menu_Close_WindowInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Menu_Close_WindowInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Copy" |
*
* @param {Menu_CopyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_copy: ((inputs?: Menu_CopyInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Menu_CopyInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Cut" |
*
* @param {Menu_CutInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_cut: ((inputs?: Menu_CutInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Menu_CutInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Edit" |
*
* @param {Menu_EditInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_edit: ((inputs?: Menu_EditInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Menu_EditInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Exit" |
*
* @param {Menu_ExitInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_exit: ((inputs?: Menu_ExitInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Menu_ExitInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "File" |
*
* @param {Menu_FileInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_file: ((inputs?: Menu_FileInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Menu_FileInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Toggle Full Screen" |
*
* @param {Menu_Full_ScreenInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_full_screen: ((inputs?: Menu_Full_ScreenInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Menu_Full_ScreenInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Go" |
*
* @param {Menu_GoInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_go: ((inputs?: Menu_GoInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Menu_GoInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Help" |
*
* @param {Menu_HelpInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_help: ((inputs?: Menu_HelpInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Menu_HelpInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Hide {app}" |
*
* @param {Menu_HideInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_hide: ((inputs: Menu_HideInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Menu_HideInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Hide Others" |
*
* @param {Menu_Hide_OthersInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_hide_others: ((inputs?: Menu_Hide_OthersInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Menu_Hide_OthersInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Minimize" |
*
* @param {Menu_MinimizeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_minimize: ((inputs?: Menu_MinimizeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Menu_MinimizeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Paste" |
*
* @param {Menu_PasteInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_paste: ((inputs?: Menu_PasteInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Menu_PasteInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Quit {app}" |
*
* @param {Menu_QuitInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_quit: ((inputs: Menu_QuitInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Menu_QuitInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Redo" |
*
* @param {Menu_RedoInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_redo: ((inputs?: Menu_RedoInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Menu_RedoInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Select All" |
*
* @param {Menu_Select_AllInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_select_all: ((inputs?: Menu_Select_AllInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Menu_Select_AllInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Services" |
*
* @param {Menu_ServicesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_services: ((inputs?: Menu_ServicesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Menu_ServicesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Show All" |
*
* @param {Menu_Show_AllInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_show_all: ((inputs?: Menu_Show_AllInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Menu_Show_AllInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Show logs" |
*
* @param {Menu_Show_LogsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_show_logs: ((inputs?: Menu_Show_LogsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Menu_Show_LogsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Undo" |
*
* @param {Menu_UndoInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_undo: ((inputs?: Menu_UndoInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Menu_UndoInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "View" |
*
* @param {Menu_ViewInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_view: ((inputs?: Menu_ViewInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Menu_ViewInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Window" |
*
* @param {Menu_WindowInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_window: ((inputs?: Menu_WindowInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Menu_WindowInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Zoom" |
*
* @param {Menu_ZoomInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_zoom: ((inputs?: Menu_ZoomInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Menu_ZoomInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Zoom In" |
*
* @param {Menu_Zoom_InInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_zoom_in: ((inputs?: Menu_Zoom_InInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Menu_Zoom_InInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Zoom Out" |
*
* @param {Menu_Zoom_OutInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_zoom_out: ((inputs?: Menu_Zoom_OutInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Menu_Zoom_OutInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Reference" |
*
* @param {Nav_Group_ReferenceInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const nav_group_reference: ((inputs?: Nav_Group_ReferenceInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Nav_Group_ReferenceInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Shipments" |
*
* @param {Nav_Group_WorkInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const nav_group_work: ((inputs?: Nav_Group_WorkInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Nav_Group_WorkInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Main" |
*
* @param {Nav_MainInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const nav_main: ((inputs?: Nav_MainInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Nav_MainInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "This page is the inside of the Freight Desk app and needs the app around it to reach the freight service. Open Freight Desk itself (or the web harness, npm r..." |
*
* @param {No_Bridge_BodyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const no_bridge_body: ((inputs?: No_Bridge_BodyInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<No_Bridge_BodyInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Freight Desk cannot start here" |
*
* @param {No_Bridge_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const no_bridge_title: ((inputs?: No_Bridge_TitleInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<No_Bridge_TitleInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "New in the list" |
*
* @param {Notice_AddedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const notice_added: ((inputs?: Notice_AddedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notice_AddedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Customs: {from} → {to}" |
*
* @param {Notice_CustomsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const notice_customs: ((inputs: Notice_CustomsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notice_CustomsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "ETA moved: {from} → {to}" |
*
* @param {Notice_Eta_MovedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const notice_eta_moved: ((inputs: Notice_Eta_MovedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notice_Eta_MovedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} new tracking message" |
* | * | "{count} new tracking messages" |
*
* @param {Notice_MessagesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const notice_messages: ((inputs: Notice_MessagesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notice_MessagesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} new tracking message: “{latest}”" |
* | * | "{count} new tracking messages: “{latest}”" |
*
* @param {Notice_Messages_LatestInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const notice_messages_latest: ((inputs: Notice_Messages_LatestInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notice_Messages_LatestInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "none" |
*
* @param {Notice_NoneInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const notice_none: ((inputs?: Notice_NoneInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notice_NoneInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Pickup moved: {from} → {to}" |
*
* @param {Notice_Pickup_MovedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const notice_pickup_moved: ((inputs: Notice_Pickup_MovedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notice_Pickup_MovedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Shipment {code}" |
*
* @param {Notice_ShipmentInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const notice_shipment: ((inputs: Notice_ShipmentInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notice_ShipmentInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} shipment changed" |
* | * | "{count} shipments changed" |
*
* @param {Notice_Shipments_ChangedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const notice_shipments_changed: ((inputs: Notice_Shipments_ChangedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notice_Shipments_ChangedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Status: {from} → {to}" |
*
* @param {Notice_StatusInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const notice_status: ((inputs: Notice_StatusInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notice_StatusInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "No longer listed by the service (kept here)" |
*
* @param {Notice_UnlistedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const notice_unlisted: ((inputs?: Notice_UnlistedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notice_UnlistedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Dismiss notification {title}" |
*
* @param {Notices_Dismiss_OneInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const notices_dismiss_one: ((inputs: Notices_Dismiss_OneInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notices_Dismiss_OneInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Dismiss (Esc)" |
*
* @param {Notices_Dismiss_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const notices_dismiss_title: ((inputs?: Notices_Dismiss_TitleInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notices_Dismiss_TitleInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Open in Tracking · Esc to dismiss" |
*
* @param {Notices_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const notices_hint: ((inputs?: Notices_HintInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notices_HintInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Notifications" |
*
* @param {Notices_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const notices_label: ((inputs?: Notices_LabelInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notices_LabelInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "What a sync found changed in your shipments, one notification per sync; clicking one opens the shipment, or Tracking when many changed. Nothing is notified f..." |
*
* @param {Notifications_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const notifications_description: ((inputs?: Notifications_DescriptionInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notifications_DescriptionInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Notify me about" |
*
* @param {Notifications_Notify_AboutInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const notifications_notify_about: ((inputs?: Notifications_Notify_AboutInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notifications_Notify_AboutInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Could not read the notification settings" |
*
* @param {Notifications_Read_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const notifications_read_failed: ((inputs?: Notifications_Read_FailedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notifications_Read_FailedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Could not save the notification settings" |
*
* @param {Notifications_Save_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const notifications_save_failed: ((inputs?: Notifications_Save_FailedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notifications_Save_FailedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Freight Desk keeps trying on its own." |
*
* @param {Offline_Keeps_TryingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const offline_keeps_trying: ((inputs?: Offline_Keeps_TryingInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Offline_Keeps_TryingInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "It last answered {when}." |
*
* @param {Offline_Last_AnsweredInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const offline_last_answered: ((inputs: Offline_Last_AnsweredInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Offline_Last_AnsweredInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "It has not answered since the desk started." |
*
* @param {Offline_Never_AnsweredInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const offline_never_answered: ((inputs?: Offline_Never_AnsweredInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Offline_Never_AnsweredInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The service cannot be reached" |
*
* @param {Offline_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const offline_title: ((inputs?: Offline_TitleInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Offline_TitleInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Shipments, quotes and documents show as stored, each marked with the time it was fetched (\"as of\"). Actions that need the service (rate, book, upload, switch..." |
*
* @param {Offline_What_WorksInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const offline_what_works: ((inputs?: Offline_What_WorksInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Offline_What_WorksInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Get a bearer token with the API key and secret" |
*
* @param {Op_Auth_TokenInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_auth_token: ((inputs?: Op_Auth_TokenInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Op_Auth_TokenInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Book a shipment of boxes" |
*
* @param {Op_Booking_BoxesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_booking_boxes: ((inputs?: Op_Booking_BoxesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Op_Booking_BoxesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Book a shipment of pallets" |
*
* @param {Op_Booking_PalletsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_booking_pallets: ((inputs?: Op_Booking_PalletsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Op_Booking_PalletsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Book a full-container sea shipment" |
*
* @param {Op_Booking_Sea_FclInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_booking_sea_fcl: ((inputs?: Op_Booking_Sea_FclInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Op_Booking_Sea_FclInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Book a less-than-container sea shipment" |
*
* @param {Op_Booking_Sea_LclInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_booking_sea_lcl: ((inputs?: Op_Booking_Sea_LclInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Op_Booking_Sea_LclInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "the shipment's document checklist (Documents)" |
*
* @param {Op_Check_DocumentsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_check_documents: ((inputs?: Op_Check_DocumentsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Op_Check_DocumentsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "the saved quotes (Quotes)" |
*
* @param {Op_Check_QuotesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_check_quotes: ((inputs?: Op_Check_QuotesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Op_Check_QuotesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "the service's records" |
*
* @param {Op_Check_Service_RecordsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_check_service_records: ((inputs?: Op_Check_Service_RecordsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Op_Check_Service_RecordsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "the shipment's detail (Tracking)" |
*
* @param {Op_Check_Shipment_DetailInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_check_shipment_detail: ((inputs?: Op_Check_Shipment_DetailInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Op_Check_Shipment_DetailInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "the shipment list (Tracking) for a new shipment" |
*
* @param {Op_Check_Shipment_ListInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_check_shipment_list: ((inputs?: Op_Check_Shipment_ListInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Op_Check_Shipment_ListInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "the tariff report of the contract (Tariffs)" |
*
* @param {Op_Check_TariffsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_check_tariffs: ((inputs?: Op_Check_TariffsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Op_Check_TariffsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Download a shipment document" |
*
* @param {Op_Documents_DownloadInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_documents_download: ((inputs?: Op_Documents_DownloadInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Op_Documents_DownloadInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "List the documents of a shipment" |
*
* @param {Op_Documents_ListInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_documents_list: ((inputs?: Op_Documents_ListInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Op_Documents_ListInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Upload a shipment document" |
*
* @param {Op_Documents_UploadInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_documents_upload: ((inputs?: Op_Documents_UploadInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Op_Documents_UploadInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Find airports by name, city or IATA code" |
*
* @param {Op_Lookup_AirportsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_lookup_airports: ((inputs?: Op_Lookup_AirportsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Op_Lookup_AirportsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "List maritime container types" |
*
* @param {Op_Lookup_ContainersInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_lookup_containers: ((inputs?: Op_Lookup_ContainersInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Op_Lookup_ContainersInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "List pallet types" |
*
* @param {Op_Lookup_Pallet_TypesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_lookup_pallet_types: ((inputs?: Op_Lookup_Pallet_TypesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Op_Lookup_Pallet_TypesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Find maritime ports by city name" |
*
* @param {Op_Lookup_PortsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_lookup_ports: ((inputs?: Op_Lookup_PortsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Op_Lookup_PortsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Find postal code locations by country and city or code" |
*
* @param {Op_Lookup_Postal_CodesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_lookup_postal_codes: ((inputs?: Op_Lookup_Postal_CodesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Op_Lookup_Postal_CodesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Pickup time windows offered for a shipment" |
*
* @param {Op_Pickup_TimesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_pickup_times: ((inputs?: Op_Pickup_TimesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Op_Pickup_TimesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Delete a saved quote" |
*
* @param {Op_Quotes_DeleteInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_quotes_delete: ((inputs?: Op_Quotes_DeleteInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Op_Quotes_DeleteInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "List saved quotes" |
*
* @param {Op_Quotes_ListInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_quotes_list: ((inputs?: Op_Quotes_ListInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Op_Quotes_ListInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Save a rate as a quote" |
*
* @param {Op_Quotes_SaveInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_quotes_save: ((inputs?: Op_Quotes_SaveInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Op_Quotes_SaveInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Rate an air shipment" |
*
* @param {Op_Rates_AirInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_rates_air: ((inputs?: Op_Rates_AirInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Op_Rates_AirInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Rate a shipment of boxes" |
*
* @param {Op_Rates_BoxesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_rates_boxes: ((inputs?: Op_Rates_BoxesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Op_Rates_BoxesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Rate a shipment of pallets" |
*
* @param {Op_Rates_PalletsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_rates_pallets: ((inputs?: Op_Rates_PalletsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Op_Rates_PalletsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Rate a full-container sea shipment" |
*
* @param {Op_Rates_Sea_FclInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_rates_sea_fcl: ((inputs?: Op_Rates_Sea_FclInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Op_Rates_Sea_FclInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Rate a less-than-container sea shipment" |
*
* @param {Op_Rates_Sea_LclInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_rates_sea_lcl: ((inputs?: Op_Rates_Sea_LclInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Op_Rates_Sea_LclInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Sign in" |
*
* @param {Op_Sign_InInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_sign_in: ((inputs?: Op_Sign_InInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Op_Sign_InInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Query the tariff report" |
*
* @param {Op_Tariffs_ReportInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_tariffs_report: ((inputs?: Op_Tariffs_ReportInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Op_Tariffs_ReportInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Upload maritime tariff files" |
*
* @param {Op_Tariffs_UploadInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_tariffs_upload: ((inputs?: Op_Tariffs_UploadInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Op_Tariffs_UploadInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Read the detail of a shipment" |
*
* @param {Op_Tracking_DetailInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_tracking_detail: ((inputs?: Op_Tracking_DetailInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Op_Tracking_DetailInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Read the tracking messages of a shipment" |
*
* @param {Op_Tracking_MessagesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_tracking_messages: ((inputs?: Op_Tracking_MessagesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Op_Tracking_MessagesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "List shipments with tracking data" |
*
* @param {Op_Tracking_ShipmentsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_tracking_shipments: ((inputs?: Op_Tracking_ShipmentsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Op_Tracking_ShipmentsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Switch tracking of a shipment on or off" |
*
* @param {Op_Tracking_SwitchInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_tracking_switch: ((inputs?: Op_Tracking_SwitchInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Op_Tracking_SwitchInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Open Settings" |
*
* @param {Open_SettingsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const open_settings: ((inputs?: Open_SettingsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Open_SettingsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Outcome unknown: {what}" |
*
* @param {Outcome_UnknownInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const outcome_unknown: ((inputs: Outcome_UnknownInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Outcome_UnknownInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Air freight" |
*
* @param {Pdf_Air_FreightInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_air_freight: ((inputs?: Pdf_Air_FreightInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Air_FreightInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "All-in price: every charge listed is included" |
*
* @param {Pdf_All_In_NoteInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_all_in_note: ((inputs?: Pdf_All_In_NoteInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_All_In_NoteInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "As quoted" |
*
* @param {Pdf_As_QuotedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_as_quoted: ((inputs?: Pdf_As_QuotedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_As_QuotedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Carrier" |
*
* @param {Pdf_CarrierInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_carrier: ((inputs?: Pdf_CarrierInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_CarrierInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Carrier notes" |
*
* @param {Pdf_Carrier_NotesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_carrier_notes: ((inputs?: Pdf_Carrier_NotesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Carrier_NotesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Charge" |
*
* @param {Pdf_ChargeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_charge: ((inputs?: Pdf_ChargeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_ChargeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Chargeable weight" |
*
* @param {Pdf_Chargeable_WeightInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_chargeable_weight: ((inputs?: Pdf_Chargeable_WeightInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Chargeable_WeightInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Charges in {currency}" |
*
* @param {Pdf_Charges_InInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_charges_in: ((inputs: Pdf_Charges_InInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Charges_InInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Amount" |
*
* @param {Pdf_Col_AmountInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_col_amount: ((inputs?: Pdf_Col_AmountInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Col_AmountInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Basis" |
*
* @param {Pdf_Col_BasisInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_col_basis: ((inputs?: Pdf_Col_BasisInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Col_BasisInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Charge" |
*
* @param {Pdf_Col_ChargeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_col_charge: ((inputs?: Pdf_Col_ChargeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Col_ChargeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Container" |
*
* @param {Pdf_Col_ContainerInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_col_container: ((inputs?: Pdf_Col_ContainerInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Col_ContainerInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Counted from" |
*
* @param {Pdf_Col_Counted_FromInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_col_counted_from: ((inputs?: Pdf_Col_Counted_FromInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Col_Counted_FromInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Free days" |
*
* @param {Pdf_Col_Free_DaysInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_col_free_days: ((inputs?: Pdf_Col_Free_DaysInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Col_Free_DaysInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Free time" |
*
* @param {Pdf_Col_Free_TimeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_col_free_time: ((inputs?: Pdf_Col_Free_TimeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Col_Free_TimeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Penalty" |
*
* @param {Pdf_Col_PenaltyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_col_penalty: ((inputs?: Pdf_Col_PenaltyInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Col_PenaltyInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Then per day" |
*
* @param {Pdf_Col_Per_DayInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_col_per_day: ((inputs?: Pdf_Col_Per_DayInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Col_Per_DayInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} box" |
* | * | "{count} boxes" |
*
* @param {Pdf_Count_BoxesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_count_boxes: ((inputs: Pdf_Count_BoxesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Count_BoxesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} cargo line" |
* | * | "{count} cargo lines" |
*
* @param {Pdf_Count_Cargo_LinesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_count_cargo_lines: ((inputs: Pdf_Count_Cargo_LinesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Count_Cargo_LinesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} container" |
* | * | "{count} containers" |
*
* @param {Pdf_Count_ContainersInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_count_containers: ((inputs: Pdf_Count_ContainersInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Count_ContainersInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} pallet" |
* | * | "{count} pallets" |
*
* @param {Pdf_Count_PalletsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_count_pallets: ((inputs: Pdf_Count_PalletsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Count_PalletsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "({count} piece)" |
* | * | "({count} pieces)" |
*
* @param {Pdf_Count_PiecesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_count_pieces: ((inputs: Pdf_Count_PiecesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Count_PiecesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} day" |
* | * | "{count} days" |
*
* @param {Pdf_DaysInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_days: ((inputs: Pdf_DaysInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_DaysInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Delivery" |
*
* @param {Pdf_DeliveryInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_delivery: ((inputs?: Pdf_DeliveryInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_DeliveryInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{kind}, every charge included" |
*
* @param {Pdf_Every_Charge_IncludedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_every_charge_included: ((inputs: Pdf_Every_Charge_IncludedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Every_Charge_IncludedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Flights" |
*
* @param {Pdf_FlightsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_flights: ((inputs?: Pdf_FlightsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_FlightsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Free time" |
*
* @param {Pdf_Free_TimeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_free_time: ((inputs?: Pdf_Free_TimeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Free_TimeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "From" |
*
* @param {Pdf_FromInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_from: ((inputs?: Pdf_FromInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_FromInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Please give {quote} when you book." |
*
* @param {Pdf_Give_Quote_NumberInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_give_quote_number: ((inputs: Pdf_Give_Quote_NumberInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Give_Quote_NumberInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Goods" |
*
* @param {Pdf_GoodsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_goods: ((inputs?: Pdf_GoodsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_GoodsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Included" |
*
* @param {Pdf_IncludedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_included: ((inputs?: Pdf_IncludedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_IncludedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Issued {date}" |
*
* @param {Pdf_IssuedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_issued: ((inputs: Pdf_IssuedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_IssuedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Air" |
*
* @param {Pdf_Mode_AirInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_mode_air: ((inputs?: Pdf_Mode_AirInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Mode_AirInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Boxes" |
*
* @param {Pdf_Mode_BoxesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_mode_boxes: ((inputs?: Pdf_Mode_BoxesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Mode_BoxesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Pallets" |
*
* @param {Pdf_Mode_PalletsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_mode_pallets: ((inputs?: Pdf_Mode_PalletsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Mode_PalletsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Sea FCL (full container)" |
*
* @param {Pdf_Mode_Sea_FclInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_mode_sea_fcl: ((inputs?: Pdf_Mode_Sea_FclInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Mode_Sea_FclInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Sea LCL (groupage)" |
*
* @param {Pdf_Mode_Sea_LclInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_mode_sea_lcl: ((inputs?: Pdf_Mode_Sea_LclInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Mode_Sea_LclInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "No expiry given" |
*
* @param {Pdf_No_ExpiryInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_no_expiry: ((inputs?: Pdf_No_ExpiryInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_No_ExpiryInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Notes" |
*
* @param {Pdf_NotesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_notes: ((inputs?: Pdf_NotesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_NotesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "On request" |
*
* @param {Pdf_On_RequestInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_on_request: ((inputs?: Pdf_On_RequestInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_On_RequestInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Pickup" |
*
* @param {Pdf_PickupInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_pickup: ((inputs?: Pdf_PickupInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_PickupInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Pre-booking: the carrier confirms the vessel and dates" |
*
* @param {Pdf_Pre_BookingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_pre_booking: ((inputs?: Pdf_Pre_BookingInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Pre_BookingInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The price includes every charge for this service." |
*
* @param {Pdf_Price_Includes_AllInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_price_includes_all: ((inputs?: Pdf_Price_Includes_AllInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Price_Includes_AllInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "QUOTATION" |
*
* @param {Pdf_QuotationInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_quotation: ((inputs?: Pdf_QuotationInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_QuotationInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Quote" |
*
* @param {Pdf_Quote_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_quote_label: ((inputs?: Pdf_Quote_LabelInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Quote_LabelInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Ref." |
*
* @param {Pdf_Ref_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_ref_label: ((inputs?: Pdf_Ref_LabelInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Ref_LabelInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Ref. {reference}" |
*
* @param {Pdf_ReferenceInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_reference: ((inputs: Pdf_ReferenceInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_ReferenceInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Sailing" |
*
* @param {Pdf_SailingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_sailing: ((inputs?: Pdf_SailingInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_SailingInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Saved quote" |
*
* @param {Pdf_Saved_QuoteInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_saved_quote: ((inputs?: Pdf_Saved_QuoteInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Saved_QuoteInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Surcharge" |
*
* @param {Pdf_SurchargeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_surcharge: ((inputs?: Pdf_SurchargeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_SurchargeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "incl. {percent}% tax" |
*
* @param {Pdf_Tax_IncludedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_tax_included: ((inputs: Pdf_Tax_IncludedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Tax_IncludedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Prices as quoted by {carrier}; subject to space and equipment at booking." |
*
* @param {Pdf_TermsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_terms: ((inputs: Pdf_TermsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_TermsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Prices as quoted by {carrier}, valid until {date}; subject to space and equipment at booking." |
*
* @param {Pdf_Terms_ValidInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_terms_valid: ((inputs: Pdf_Terms_ValidInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Terms_ValidInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "To" |
*
* @param {Pdf_ToInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_to: ((inputs?: Pdf_ToInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_ToInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "All-in price given by the carrier" |
*
* @param {Pdf_Total_All_InInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_total_all_in: ((inputs?: Pdf_Total_All_InInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Total_All_InInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Total of the quote, charges included" |
*
* @param {Pdf_Total_Of_QuoteInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_total_of_quote: ((inputs?: Pdf_Total_Of_QuoteInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Total_Of_QuoteInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Total price" |
*
* @param {Pdf_Total_PriceInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_total_price: ((inputs?: Pdf_Total_PriceInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Total_PriceInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The carrier’s price plus the surcharges listed" |
*
* @param {Pdf_Total_Price_And_SurchargesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_total_price_and_surcharges: ((inputs?: Pdf_Total_Price_And_SurchargesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Total_Price_And_SurchargesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Sum of the charges listed" |
*
* @param {Pdf_Total_Sum_Of_ChargesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_total_sum_of_charges: ((inputs?: Pdf_Total_Sum_Of_ChargesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Total_Sum_Of_ChargesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Transit" |
*
* @param {Pdf_TransitInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_transit: ((inputs?: Pdf_TransitInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_TransitInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "an unnamed currency" |
*
* @param {Pdf_Unnamed_CurrencyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_unnamed_currency: ((inputs?: Pdf_Unnamed_CurrencyInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Unnamed_CurrencyInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Valid until {date}" |
*
* @param {Pdf_Valid_UntilInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_valid_until: ((inputs: Pdf_Valid_UntilInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Valid_UntilInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Vessel" |
*
* @param {Pdf_VesselInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_vessel: ((inputs?: Pdf_VesselInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_VesselInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Via" |
*
* @param {Pdf_ViaInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_via: ((inputs?: Pdf_ViaInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_ViaInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Penalty" |
*
* @param {PenaltyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const penalty: ((inputs?: PenaltyInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<PenaltyInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Connect Freight Desk to your account on a freight service. You get the API key and secret from the service operator." |
*
* @param {Profile_Form_Add_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profile_form_add_description: ((inputs?: Profile_Form_Add_DescriptionInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Form_Add_DescriptionInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Add a service profile" |
*
* @param {Profile_Form_Add_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profile_form_add_title: ((inputs?: Profile_Form_Add_TitleInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Form_Add_TitleInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "API key" |
*
* @param {Profile_Form_Api_KeyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profile_form_api_key: ((inputs?: Profile_Form_Api_KeyInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Form_Api_KeyInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "API secret" |
*
* @param {Profile_Form_Api_SecretInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profile_form_api_secret: ((inputs?: Profile_Form_Api_SecretInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Form_Api_SecretInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Base URL" |
*
* @param {Profile_Form_Base_UrlInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profile_form_base_url: ((inputs?: Profile_Form_Base_UrlInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Form_Base_UrlInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "https://… (plain http only for a service on this computer)." |
*
* @param {Profile_Form_Base_Url_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profile_form_base_url_hint: ((inputs?: Profile_Form_Base_Url_HintInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Form_Base_Url_HintInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "https://api.example.com" |
*
* @param {Profile_Form_Base_Url_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profile_form_base_url_placeholder: ((inputs?: Profile_Form_Base_Url_PlaceholderInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Form_Base_Url_PlaceholderInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Change the name or address, or replace the API key and secret." |
*
* @param {Profile_Form_Edit_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profile_form_edit_description: ((inputs?: Profile_Form_Edit_DescriptionInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Form_Edit_DescriptionInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Edit “{name}”" |
*
* @param {Profile_Form_Edit_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profile_form_edit_title: ((inputs: Profile_Form_Edit_TitleInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Form_Edit_TitleInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Leave empty to keep the stored key." |
*
* @param {Profile_Form_Keep_KeyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profile_form_keep_key: ((inputs?: Profile_Form_Keep_KeyInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Form_Keep_KeyInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Leave empty to keep the stored secret." |
*
* @param {Profile_Form_Keep_SecretInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profile_form_keep_secret: ((inputs?: Profile_Form_Keep_SecretInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Form_Keep_SecretInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Name" |
*
* @param {Profile_Form_NameInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profile_form_name: ((inputs?: Profile_Form_NameInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Form_NameInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "How the profile appears in the status bar, e.g. “Production”." |
*
* @param {Profile_Form_Name_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profile_form_name_hint: ((inputs?: Profile_Form_Name_HintInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Form_Name_HintInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The base URL now points at {typed}, not {saved}. Freight Desk sends the stored key and secret only to the server they were entered for, so this change needs ..." |
*
* @param {Profile_Form_New_Server_BodyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profile_form_new_server_body: ((inputs: Profile_Form_New_Server_BodyInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Form_New_Server_BodyInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "New server: enter its API key and secret" |
*
* @param {Profile_Form_New_Server_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profile_form_new_server_title: ((inputs?: Profile_Form_New_Server_TitleInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Form_New_Server_TitleInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The profile was not saved" |
*
* @param {Profile_Form_Not_SavedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profile_form_not_saved: ((inputs?: Profile_Form_Not_SavedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Form_Not_SavedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Required for the new server (see the note above)." |
*
* @param {Profile_Form_Required_New_ServerInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profile_form_required_new_server: ((inputs?: Profile_Form_Required_New_ServerInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Form_Required_New_ServerInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Save profile" |
*
* @param {Profile_Form_SaveInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profile_form_save: ((inputs?: Profile_Form_SaveInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Form_SaveInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Saved “{name}”. Stored in the system keychain." |
*
* @param {Profile_Form_SavedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profile_form_saved: ((inputs: Profile_Form_SavedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Form_SavedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Stored in the system keychain; Freight Desk never shows it again." |
*
* @param {Profile_Form_Secret_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profile_form_secret_hint: ((inputs?: Profile_Form_Secret_HintInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Form_Secret_HintInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Active" |
*
* @param {Profiles_ActiveInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profiles_active: ((inputs?: Profiles_ActiveInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profiles_ActiveInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Base URL:" |
*
* @param {Profiles_Base_Url_SaidInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profiles_base_url_said: ((inputs?: Profiles_Base_Url_SaidInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profiles_Base_Url_SaidInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Connection profiles" |
*
* @param {Profiles_CaptionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profiles_caption: ((inputs?: Profiles_CaptionInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profiles_CaptionInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Actions" |
*
* @param {Profiles_Col_ActionsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profiles_col_actions: ((inputs?: Profiles_Col_ActionsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profiles_Col_ActionsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Credentials" |
*
* @param {Profiles_Col_CredentialsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profiles_col_credentials: ((inputs?: Profiles_Col_CredentialsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profiles_Col_CredentialsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Profile" |
*
* @param {Profiles_Col_ProfileInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profiles_col_profile: ((inputs?: Profiles_Col_ProfileInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profiles_Col_ProfileInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Built-in demo credentials" |
*
* @param {Profiles_Demo_CredentialsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profiles_demo_credentials: ((inputs?: Profiles_Demo_CredentialsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profiles_Demo_CredentialsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The service Freight Desk works with. The embedded sandbox runs on this computer with demo data and needs no account." |
*
* @param {Profiles_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profiles_description: ((inputs?: Profiles_DescriptionInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profiles_DescriptionInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Editing" |
*
* @param {Profiles_EditingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profiles_editing: ((inputs?: Profiles_EditingInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profiles_EditingInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Loading profiles…" |
*
* @param {Profiles_LoadingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profiles_loading: ((inputs?: Profiles_LoadingInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profiles_LoadingInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Not stored: edit to add them" |
*
* @param {Profiles_Not_StoredInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profiles_not_stored: ((inputs?: Profiles_Not_StoredInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profiles_Not_StoredInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Could not read the profiles" |
*
* @param {Profiles_Read_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profiles_read_failed: ((inputs?: Profiles_Read_FailedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profiles_Read_FailedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Freight Desk forgets this profile and deletes its API key and secret from the system keychain. This cannot be undone." |
*
* @param {Profiles_Remove_BodyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profiles_remove_body: ((inputs?: Profiles_Remove_BodyInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profiles_Remove_BodyInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Freight Desk forgets this profile and deletes its API key and secret from the system keychain. This cannot be undone; the app switches back to the Sandbox." |
*
* @param {Profiles_Remove_Body_ActiveInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profiles_remove_body_active: ((inputs?: Profiles_Remove_Body_ActiveInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profiles_Remove_Body_ActiveInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Remove profile" |
*
* @param {Profiles_Remove_ConfirmInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profiles_remove_confirm: ((inputs?: Profiles_Remove_ConfirmInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profiles_Remove_ConfirmInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Could not remove “{name}”" |
*
* @param {Profiles_Remove_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profiles_remove_failed: ((inputs: Profiles_Remove_FailedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profiles_Remove_FailedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Remove “{name}”?" |
*
* @param {Profiles_Remove_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profiles_remove_title: ((inputs: Profiles_Remove_TitleInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profiles_Remove_TitleInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Stored in the system keychain" |
*
* @param {Profiles_Stored_KeychainInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profiles_stored_keychain: ((inputs?: Profiles_Stored_KeychainInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profiles_Stored_KeychainInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Could not switch to “{name}”" |
*
* @param {Profiles_Switch_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profiles_switch_failed: ((inputs: Profiles_Switch_FailedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profiles_Switch_FailedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Profiles" |
*
* @param {Profiles_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profiles_title: ((inputs?: Profiles_TitleInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profiles_TitleInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Use this profile" |
*
* @param {Profiles_UseInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profiles_use: ((inputs?: Profiles_UseInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profiles_UseInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "In progress" |
*
* @param {Progress_In_ProgressInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const progress_in_progress: ((inputs?: Progress_In_ProgressInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Progress_In_ProgressInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Quote PDF" |
*
* @param {Quote_PdfInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quote_pdf: ((inputs?: Quote_PdfInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Quote_PdfInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Retry" |
*
* @param {RetryInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const retry: ((inputs?: RetryInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<RetryInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Bookings" |
*
* @param {Route_BookingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const route_booking: ((inputs?: Route_BookingInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Route_BookingInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Every booking and the booking forms in progress. Book a rate from Rating or a saved quote from Quotes." |
*
* @param {Route_Booking_SummaryInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const route_booking_summary: ((inputs?: Route_Booking_SummaryInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Route_Booking_SummaryInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Documents" |
*
* @param {Route_DocumentsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const route_documents: ((inputs?: Route_DocumentsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Route_DocumentsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The documents each booked shipment needs: drop files to upload them, download templates and uploads." |
*
* @param {Route_Documents_SummaryInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const route_documents_summary: ((inputs?: Route_Documents_SummaryInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Route_Documents_SummaryInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Lookups" |
*
* @param {Route_LookupsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const route_lookups: ((inputs?: Route_LookupsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Route_LookupsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Reference data from the freight service: ports, container types, postal codes, pallet types and airports." |
*
* @param {Route_Lookups_SummaryInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const route_lookups_summary: ((inputs?: Route_Lookups_SummaryInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Route_Lookups_SummaryInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Pricing" |
*
* @param {Route_PricingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const route_pricing: ((inputs?: Route_PricingInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Route_PricingInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Your customers and margin rules, what quotes are sold at, and the quotes report per customer and period." |
*
* @param {Route_Pricing_SummaryInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const route_pricing_summary: ((inputs?: Route_Pricing_SummaryInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Route_Pricing_SummaryInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Quotes" |
*
* @param {Route_QuotesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const route_quotes: ((inputs?: Route_QuotesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Route_QuotesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Saved rates, their prices and surcharges, and when they expire; book or delete them." |
*
* @param {Route_Quotes_SummaryInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const route_quotes_summary: ((inputs?: Route_Quotes_SummaryInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Route_Quotes_SummaryInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Rating" |
*
* @param {Route_RatingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const route_rating: ((inputs?: Route_RatingInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Route_RatingInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Price boxes, pallets, sea FCL or LCL and air shipments, compare the carriers’ offers, save one as a quote or book it." |
*
* @param {Route_Rating_SummaryInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const route_rating_summary: ((inputs?: Route_Rating_SummaryInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Route_Rating_SummaryInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Settings" |
*
* @param {Route_SettingsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const route_settings: ((inputs?: Route_SettingsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Route_SettingsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Connection profiles (the embedded sandbox and your freight service accounts), sync and notifications." |
*
* @param {Route_Settings_SummaryInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const route_settings_summary: ((inputs?: Route_Settings_SummaryInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Route_Settings_SummaryInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Tariffs" |
*
* @param {Route_TariffsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const route_tariffs: ((inputs?: Route_TariffsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Route_TariffsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Upload maritime tariffs (CSV, PDF, XLSX…) and read the tariff report of a contract, rate by rate." |
*
* @param {Route_Tariffs_SummaryInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const route_tariffs_summary: ((inputs?: Route_Tariffs_SummaryInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Route_Tariffs_SummaryInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Today" |
*
* @param {Route_TodayInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const route_today: ((inputs?: Route_TodayInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Route_TodayInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "What changed since your last look, free days running out, quotes expiring within a day and documents missing for pickups." |
*
* @param {Route_Today_SummaryInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const route_today_summary: ((inputs?: Route_Today_SummaryInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Route_Today_SummaryInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Tracking" |
*
* @param {Route_TrackingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const route_tracking: ((inputs?: Route_TrackingInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Route_TrackingInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Every booked shipment, filtered and sorted; open one for its codes, addresses and tracking messages." |
*
* @param {Route_Tracking_SummaryInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const route_tracking_summary: ((inputs?: Route_Tracking_SummaryInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Route_Tracking_SummaryInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Save" |
*
* @param {SaveInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const save: ((inputs?: SaveInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<SaveInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Saved." |
*
* @param {Saved_DoneInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const saved_done: ((inputs?: Saved_DoneInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Saved_DoneInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Connected" |
*
* @param {Session_ConnectedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const session_connected: ((inputs?: Session_ConnectedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Session_ConnectedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "in {minutes} min" |
*
* @param {Session_In_MinutesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const session_in_minutes: ((inputs: Session_In_MinutesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Session_In_MinutesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "in {seconds} s" |
*
* @param {Session_In_SecondsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const session_in_seconds: ((inputs: Session_In_SecondsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Session_In_SecondsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Last answer {when}" |
*
* @param {Session_Last_AnswerInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const session_last_answer: ((inputs: Session_Last_AnswerInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Session_Last_AnswerInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Last worked {when}" |
*
* @param {Session_Last_WorkedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const session_last_worked: ((inputs: Session_Last_WorkedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Session_Last_WorkedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "next try {when}" |
*
* @param {Session_Next_TryInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const session_next_try: ((inputs: Session_Next_TryInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Session_Next_TryInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "No answer yet in this session" |
*
* @param {Session_No_Answer_YetInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const session_no_answer_yet: ((inputs?: Session_No_Answer_YetInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Session_No_Answer_YetInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The service gave no reason." |
*
* @param {Session_No_ReasonInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const session_no_reason: ((inputs?: Session_No_ReasonInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Session_No_ReasonInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Refused" |
*
* @param {Session_RefusedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const session_refused: ((inputs?: Session_RefusedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Session_RefusedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The service refused the API key or secret." |
*
* @param {Session_Refused_ReasonInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const session_refused_reason: ((inputs?: Session_Refused_ReasonInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Session_Refused_ReasonInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Sign in" |
*
* @param {Session_Sign_InInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const session_sign_in: ((inputs?: Session_Sign_InInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Session_Sign_InInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Sign-in failed" |
*
* @param {Session_Sign_In_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const session_sign_in_failed: ((inputs?: Session_Sign_In_FailedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Session_Sign_In_FailedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Sign out" |
*
* @param {Session_Sign_OutInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const session_sign_out: ((inputs?: Session_Sign_OutInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Session_Sign_OutInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Signed out" |
*
* @param {Session_Signed_OutInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const session_signed_out: ((inputs?: Session_Signed_OutInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Session_Signed_OutInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Signing in…" |
*
* @param {Session_Signing_InInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const session_signing_in: ((inputs?: Session_Signing_InInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Session_Signing_InInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "trying again now…" |
*
* @param {Session_Trying_NowInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const session_trying_now: ((inputs?: Session_Trying_NowInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Session_Trying_NowInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Unreachable" |
*
* @param {Session_UnreachableInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const session_unreachable: ((inputs?: Session_UnreachableInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Session_UnreachableInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The freight service does not answer." |
*
* @param {Session_Unreachable_ReasonInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const session_unreachable_reason: ((inputs?: Session_Unreachable_ReasonInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Session_Unreachable_ReasonInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "could not be read: {reason}. Freight Desk set it aside unchanged when it started, and started with only the Sandbox profile." |
*
* @param {Set_Aside_BodyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const set_aside_body: ((inputs: Set_Aside_BodyInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Set_Aside_BodyInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The copy:" |
*
* @param {Set_Aside_CopyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const set_aside_copy: ((inputs?: Set_Aside_CopyInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Set_Aside_CopyInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "To get your profiles back, quit Freight Desk, repair the copy and rename it to settings.json; or add them again below, with their API keys and secrets." |
*
* @param {Set_Aside_How_BackInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const set_aside_how_back: ((inputs?: Set_Aside_How_BackInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Set_Aside_How_BackInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The settings file could not be read, so your service profiles are not loaded" |
*
* @param {Set_Aside_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const set_aside_title: ((inputs?: Set_Aside_TitleInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Set_Aside_TitleInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Your service profiles were not loaded, and the app started on the Sandbox. The file was kept, unchanged, as" |
*
* @param {Settings_File_Unreadable_BodyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_file_unreadable_body: ((inputs?: Settings_File_Unreadable_BodyInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_File_Unreadable_BodyInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Freight Desk could not read its settings file" |
*
* @param {Settings_File_Unreadable_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_file_unreadable_title: ((inputs?: Settings_File_Unreadable_TitleInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_File_Unreadable_TitleInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "What the service sends is shown all the same; it is not kept to open offline until then." |
*
* @param {Store_Cannot_Save_BodyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const store_cannot_save_body: ((inputs?: Store_Cannot_Save_BodyInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Store_Cannot_Save_BodyInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Freight Desk cannot save to its data folder" |
*
* @param {Store_Cannot_Save_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const store_cannot_save_title: ((inputs?: Store_Cannot_Save_TitleInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Store_Cannot_Save_TitleInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Copied from it into the new store: {what}." |
*
* @param {Store_CopiedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const store_copied: ((inputs: Store_CopiedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Store_CopiedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The damaged file, kept unchanged:" |
*
* @param {Store_Damaged_File_KeptInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const store_damaged_file_kept: ((inputs?: Store_Damaged_File_KeptInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Store_Damaged_File_KeptInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "file path" |
*
* @param {Store_File_PathInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const store_file_path: ((inputs?: Store_File_PathInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Store_File_PathInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Could not be rebuilt (only the damaged file held it):" |
*
* @param {Store_Not_RebuiltInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const store_not_rebuilt: ((inputs?: Store_Not_RebuiltInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Store_Not_RebuiltInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Nothing was lost that the service cannot give back." |
*
* @param {Store_Nothing_LostInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const store_nothing_lost: ((inputs?: Store_Nothing_LostInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Store_Nothing_LostInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Nothing could be read from the damaged file, so whatever it held of these could not be rebuilt:" |
*
* @param {Store_Nothing_ReadableInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const store_nothing_readable: ((inputs?: Store_Nothing_ReadableInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Store_Nothing_ReadableInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "could not be read ({reason}). The new store is filled again from the service: the shipment list by the sync, other records as you open them." |
*
* @param {Store_Set_Aside_BodyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const store_set_aside_body: ((inputs: Store_Set_Aside_BodyInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Store_Set_Aside_BodyInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The local store was damaged, so Freight Desk set it aside and started a new one" |
*
* @param {Store_Set_Aside_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const store_set_aside_title: ((inputs?: Store_Set_Aside_TitleInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Store_Set_Aside_TitleInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Surcharges" |
*
* @param {SurchargesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const surcharges: ((inputs?: SurchargesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<SurchargesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Cancel sync" |
*
* @param {Sync_CancelInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sync_cancel: ((inputs?: Sync_CancelInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Sync_CancelInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Checking {shown} shipment…" |
* | * | "Checking {shown} shipments…" |
*
* @param {Sync_Checking_CountInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sync_checking_count: ((inputs: Sync_Checking_CountInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Sync_Checking_CountInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Checking the shipment list…" |
*
* @param {Sync_Checking_ListInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sync_checking_list: ((inputs?: Sync_Checking_ListInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Sync_Checking_ListInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The desk keeps each profile's shipments, quotes and documents in a local store and syncs it with the service." |
*
* @param {Sync_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sync_description: ((inputs?: Sync_DescriptionInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Sync_DescriptionInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Asking the service for the shipment list…" |
*
* @param {Sync_FetchingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sync_fetching: ((inputs?: Sync_FetchingInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Sync_FetchingInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The shipments stored before are kept." |
*
* @param {Sync_Kept_BeforeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sync_kept_before: ((inputs?: Sync_Kept_BeforeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Sync_Kept_BeforeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Last sync cancelled {when}." |
*
* @param {Sync_Last_CancelledInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sync_last_cancelled: ((inputs: Sync_Last_CancelledInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Sync_Last_CancelledInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Last sync failed {when}: {message}." |
*
* @param {Sync_Last_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sync_last_failed: ((inputs: Sync_Last_FailedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Sync_Last_FailedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Minutes between syncs" |
*
* @param {Sync_MinutesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sync_minutes: ((inputs?: Sync_MinutesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Sync_MinutesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Never synced" |
*
* @param {Sync_NeverInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sync_never: ((inputs?: Sync_NeverInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Sync_NeverInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Nothing was stored yet." |
*
* @param {Sync_Nothing_StoredInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sync_nothing_stored: ((inputs?: Sync_Nothing_StoredInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Sync_Nothing_StoredInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Sync now" |
*
* @param {Sync_NowInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sync_now: ((inputs?: Sync_NowInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Sync_NowInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Sync of the shipment list" |
*
* @param {Sync_Progress_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sync_progress_label: ((inputs?: Sync_Progress_LabelInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Sync_Progress_LabelInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Could not read the sync settings" |
*
* @param {Sync_Read_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sync_read_failed: ((inputs?: Sync_Read_FailedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Sync_Read_FailedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Could not save the sync settings" |
*
* @param {Sync_Save_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sync_save_failed: ((inputs?: Sync_Save_FailedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Sync_Save_FailedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Sync settings" |
*
* @param {Sync_Settings_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sync_settings_label: ((inputs?: Sync_Settings_LabelInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Sync_Settings_LabelInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Sync state not known yet" |
*
* @param {Sync_State_UnknownInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sync_state_unknown: ((inputs?: Sync_State_UnknownInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Sync_State_UnknownInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Stored {shown} shipment" |
* | * | "Stored {shown} shipments" |
*
* @param {Sync_Stored_CountInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sync_stored_count: ((inputs: Sync_Stored_CountInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Sync_Stored_CountInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Stored {done} of {shown} shipment" |
* | * | "Stored {done} of {shown} shipments" |
*
* @param {Sync_Stored_OfInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sync_stored_of: ((inputs: Sync_Stored_OfInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Sync_Stored_OfInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Synced {when}" |
*
* @param {Sync_SyncedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sync_synced: ((inputs: Sync_SyncedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Sync_SyncedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Syncing…" |
*
* @param {Sync_SyncingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sync_syncing: ((inputs?: Sync_SyncingInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Sync_SyncingInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Sync" |
*
* @param {Sync_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sync_title: ((inputs?: Sync_TitleInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Sync_TitleInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Could not reach the sync: {message}" |
*
* @param {Sync_UnreachableInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sync_unreachable: ((inputs: Sync_UnreachableInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Sync_UnreachableInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "New" |
*
* @param {Timeline_NewInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const timeline_new: ((inputs?: Timeline_NewInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Timeline_NewInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Time not given" |
*
* @param {Timeline_Time_Not_GivenInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const timeline_time_not_given: ((inputs?: Timeline_Time_Not_GivenInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Timeline_Time_Not_GivenInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "A shipment" |
*
* @param {Today_Change_A_ShipmentInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const today_change_a_shipment: ((inputs?: Today_Change_A_ShipmentInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Today_Change_A_ShipmentInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "New in the list" |
*
* @param {Today_Change_AddedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const today_change_added: ((inputs?: Today_Change_AddedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Today_Change_AddedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Customs: {from} → {to}" |
*
* @param {Today_Change_CustomsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const today_change_customs: ((inputs: Today_Change_CustomsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Today_Change_CustomsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "ETA moved: {from} → {to}" |
*
* @param {Today_Change_EtaInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const today_change_eta: ((inputs: Today_Change_EtaInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Today_Change_EtaInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} new tracking message" |
* | * | "{shown} new tracking messages" |
*
* @param {Today_Change_New_MessagesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const today_change_new_messages: ((inputs: Today_Change_New_MessagesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Today_Change_New_MessagesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} new tracking message: “{latest}”" |
* | * | "{shown} new tracking messages: “{latest}”" |
*
* @param {Today_Change_New_Messages_LatestInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const today_change_new_messages_latest: ((inputs: Today_Change_New_Messages_LatestInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Today_Change_New_Messages_LatestInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "none" |
*
* @param {Today_Change_NoneInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const today_change_none: ((inputs?: Today_Change_NoneInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Today_Change_NoneInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Pickup moved: {from} → {to}" |
*
* @param {Today_Change_PickupInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const today_change_pickup: ((inputs: Today_Change_PickupInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Today_Change_PickupInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Status: {from} → {to}" |
*
* @param {Today_Change_StatusInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const today_change_status: ((inputs: Today_Change_StatusInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Today_Change_StatusInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "No longer listed by the service since {when} (kept here)" |
*
* @param {Today_Change_UnlistedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const today_change_unlisted: ((inputs: Today_Change_UnlistedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Today_Change_UnlistedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} change" |
* | * | "{shown} changes" |
*
* @param {Today_Changes_CountInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const today_changes_count: ((inputs: Today_Changes_CountInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Today_Changes_CountInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Status changes, ETA and pickup dates that moved, new tracking messages and documents validated or refused appear here as the syncs find them." |
*
* @param {Today_Changes_EmptyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const today_changes_empty: ((inputs?: Today_Changes_EmptyInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Today_Changes_EmptyInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{text} (the newest shown; {shown} more)" |
* | * | "{text} (the newest shown; {shown} more)" |
*
* @param {Today_Changes_MoreInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const today_changes_more: ((inputs: Today_Changes_MoreInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Today_Changes_MoreInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{count} since your last look, {when}" |
*
* @param {Today_Changes_Since_LookInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const today_changes_since_look: ((inputs: Today_Changes_Since_LookInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Today_Changes_Since_LookInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{count} since this desk started keeping them" |
*
* @param {Today_Changes_Since_StartInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const today_changes_since_start: ((inputs: Today_Changes_Since_StartInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Today_Changes_Since_StartInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Changed since your last look" |
*
* @param {Today_Changes_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const today_changes_title: ((inputs?: Today_Changes_TitleInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Today_Changes_TitleInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} shipment picking up in the next 3 days" |
* | * | "{shown} shipments picking up in the next 3 days" |
*
* @param {Today_Documents_CountInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const today_documents_count: ((inputs: Today_Documents_CountInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Today_Documents_CountInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Shipments picking up in the next 3 days appear here while a required document has no upload, or their checklist was never opened on this desk." |
*
* @param {Today_Documents_EmptyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const today_documents_empty: ((inputs?: Today_Documents_EmptyInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Today_Documents_EmptyInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Picks up {pickup}: {missing} not uploaded" |
*
* @param {Today_Documents_MissingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const today_documents_missing: ((inputs: Today_Documents_MissingInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Today_Documents_MissingInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Picks up {pickup}: its documents were never checked on this desk" |
*
* @param {Today_Documents_Never_CheckedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const today_documents_never_checked: ((inputs: Today_Documents_Never_CheckedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Today_Documents_Never_CheckedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Documents for pickups soon" |
*
* @param {Today_Documents_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const today_documents_title: ((inputs?: Today_Documents_TitleInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Today_Documents_TitleInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} charge within 48 hours of the last free day or past it" |
* | * | "{shown} charges within 48 hours of the last free day or past it" |
*
* @param {Today_Free_CountInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const today_free_count: ((inputs: Today_Free_CountInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Today_Free_CountInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{text} · {shown} more shipment counting down in Tracking" |
* | * | "{text} · {shown} more shipments counting down in Tracking" |
*
* @param {Today_Free_CountingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const today_free_counting: ((inputs: Today_Free_CountingInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Today_Free_CountingInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Booked sea shipments appear here 48 hours before the last free day of their demurrage, detention or storage, and stay with the charge accrued once it has pas..." |
*
* @param {Today_Free_EmptyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const today_free_empty: ((inputs?: Today_Free_EmptyInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Today_Free_EmptyInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Free days running out" |
*
* @param {Today_Free_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const today_free_title: ((inputs?: Today_Free_TitleInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Today_Free_TitleInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Last look {when}." |
*
* @param {Today_Last_LookInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const today_last_look: ((inputs: Today_Last_LookInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Today_Last_LookInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "line needs a look." |
* | * | "lines need a look." |
*
* @param {Today_Lines_NeedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const today_lines_need: ((inputs: Today_Lines_NeedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Today_Lines_NeedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Mark all seen" |
*
* @param {Today_Mark_All_SeenInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const today_mark_all_seen: ((inputs?: Today_Mark_All_SeenInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Today_Mark_All_SeenInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} more" |
* | * | "{shown} more" |
*
* @param {Today_MoreInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const today_more: ((inputs: Today_MoreInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Today_MoreInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Nothing here now" |
*
* @param {Today_Nothing_HereInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const today_nothing_here: ((inputs?: Today_Nothing_HereInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Today_Nothing_HereInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Nothing needs you right now." |
*
* @param {Today_Nothing_NeededInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const today_nothing_needed: ((inputs?: Today_Nothing_NeededInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Today_Nothing_NeededInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{type}: expires {when}" |
*
* @param {Today_Quote_ExpiresInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const today_quote_expires: ((inputs: Today_Quote_ExpiresInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Today_Quote_ExpiresInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{type}, {price}: expires {when}" |
*
* @param {Today_Quote_Priced_ExpiresInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const today_quote_priced_expires: ((inputs: Today_Quote_Priced_ExpiresInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Today_Quote_Priced_ExpiresInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Saved quote" |
*
* @param {Today_Quote_SavedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const today_quote_saved: ((inputs?: Today_Quote_SavedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Today_Quote_SavedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "soon" |
*
* @param {Today_Quote_SoonInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const today_quote_soon: ((inputs?: Today_Quote_SoonInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Today_Quote_SoonInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} saved quote" |
* | * | "{shown} saved quotes" |
*
* @param {Today_Quotes_CountInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const today_quotes_count: ((inputs: Today_Quotes_CountInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Today_Quotes_CountInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Saved quotes whose validity ends in the next 24 hours appear here, to book them in time." |
*
* @param {Today_Quotes_EmptyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const today_quotes_empty: ((inputs?: Today_Quotes_EmptyInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Today_Quotes_EmptyInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Quotes expiring within a day" |
*
* @param {Today_Quotes_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const today_quotes_title: ((inputs?: Today_Quotes_TitleInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Today_Quotes_TitleInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Could not read today’s overview" |
*
* @param {Today_Read_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const today_read_failed: ((inputs?: Today_Read_FailedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Today_Read_FailedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Reading today’s overview…" |
*
* @param {Today_ReadingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const today_reading: ((inputs?: Today_ReadingInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Today_ReadingInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Show all" |
*
* @param {Today_Show_AllInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const today_show_all: ((inputs?: Today_Show_AllInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Today_Show_AllInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{section}, the rest" |
*
* @param {Today_The_RestInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const today_the_rest: ((inputs: Today_The_RestInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Today_The_RestInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Go to…" |
*
* @param {Topbar_Go_ToInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const topbar_go_to: ((inputs?: Topbar_Go_ToInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Topbar_Go_ToInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Clear" |
*
* @param {Tracking_Changes_ClearInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_changes_clear: ((inputs?: Tracking_Changes_ClearInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Changes_ClearInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} change" |
* | * | "{shown} changes" |
*
* @param {Tracking_Changes_CountInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_changes_count: ((inputs: Tracking_Changes_CountInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Changes_CountInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Show all changes" |
*
* @param {Tracking_Changes_Show_AllInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_changes_show_all: ((inputs?: Tracking_Changes_Show_AllInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Changes_Show_AllInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Changes since last sync" |
*
* @param {Tracking_Changes_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_changes_title: ((inputs?: Tracking_Changes_TitleInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Changes_TitleInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Booking code" |
*
* @param {Tracking_Code_BookingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_code_booking: ((inputs?: Tracking_Code_BookingInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Code_BookingInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Tracking code" |
*
* @param {Tracking_Code_TrackingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_code_tracking: ((inputs?: Tracking_Code_TrackingInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Code_TrackingInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Agency" |
*
* @param {Tracking_Col_AgencyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_col_agency: ((inputs?: Tracking_Col_AgencyInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Col_AgencyInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Code" |
*
* @param {Tracking_Col_CodeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_col_code: ((inputs?: Tracking_Col_CodeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Col_CodeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Delivery" |
*
* @param {Tracking_Col_DeliveryInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_col_delivery: ((inputs?: Tracking_Col_DeliveryInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Col_DeliveryInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Free time" |
*
* @param {Tracking_Col_Free_TimeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_col_free_time: ((inputs?: Tracking_Col_Free_TimeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Col_Free_TimeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Margin" |
*
* @param {Tracking_Col_MarginInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_col_margin: ((inputs?: Tracking_Col_MarginInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Col_MarginInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Pickup" |
*
* @param {Tracking_Col_PickupInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_col_pickup: ((inputs?: Tracking_Col_PickupInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Col_PickupInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Price" |
*
* @param {Tracking_Col_PriceInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_col_price: ((inputs?: Tracking_Col_PriceInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Col_PriceInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Route" |
*
* @param {Tracking_Col_RouteInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_col_route: ((inputs?: Tracking_Col_RouteInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Col_RouteInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Sell" |
*
* @param {Tracking_Col_SellInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_col_sell: ((inputs?: Tracking_Col_SellInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Col_SellInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Status" |
*
* @param {Tracking_Col_StatusInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_col_status: ((inputs?: Tracking_Col_StatusInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Col_StatusInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Destination" |
*
* @param {Tracking_DestinationInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_destination: ((inputs?: Tracking_DestinationInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_DestinationInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Close shipment details" |
*
* @param {Tracking_Detail_CloseInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_detail_close: ((inputs?: Tracking_Detail_CloseInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Detail_CloseInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Could not load the shipment" |
*
* @param {Tracking_Detail_Load_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_detail_load_failed: ((inputs?: Tracking_Detail_Load_FailedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Detail_Load_FailedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Loading the shipment…" |
*
* @param {Tracking_Detail_LoadingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_detail_loading: ((inputs?: Tracking_Detail_LoadingInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Detail_LoadingInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The freight service answered with another shipment ({other}) instead of {asked}. Freight Desk does not show another shipment's details as this one's; try aga..." |
*
* @param {Tracking_Detail_Other_ShipmentInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_detail_other_shipment: ((inputs: Tracking_Detail_Other_ShipmentInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Detail_Other_ShipmentInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Shipment" |
*
* @param {Tracking_Detail_ShipmentInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_detail_shipment: ((inputs?: Tracking_Detail_ShipmentInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Detail_ShipmentInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Shipment {code}" |
*
* @param {Tracking_Detail_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_detail_title: ((inputs: Tracking_Detail_TitleInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Detail_TitleInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Widen the dates or clear a filter." |
*
* @param {Tracking_Empty_Filtered_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_empty_filtered_text: ((inputs?: Tracking_Empty_Filtered_TextInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Empty_Filtered_TextInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "No shipment matches these filters" |
*
* @param {Tracking_Empty_Filtered_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_empty_filtered_title: ((inputs?: Tracking_Empty_Filtered_TitleInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Empty_Filtered_TitleInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Freight Desk syncs it when you sign in and every few minutes after. Sync now to fetch it." |
*
* @param {Tracking_Empty_Never_Synced_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_empty_never_synced_text: ((inputs?: Tracking_Empty_Never_Synced_TextInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Empty_Never_Synced_TextInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The shipment list was never synced" |
*
* @param {Tracking_Empty_Never_Synced_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_empty_never_synced_title: ((inputs?: Tracking_Empty_Never_Synced_TitleInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Empty_Never_Synced_TitleInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Booked shipments appear here." |
*
* @param {Tracking_Empty_None_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_empty_none_text: ((inputs?: Tracking_Empty_None_TextInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Empty_None_TextInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "No shipments yet" |
*
* @param {Tracking_Empty_None_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_empty_none_title: ((inputs?: Tracking_Empty_None_TitleInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Empty_None_TitleInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Check the spelling, or clear the search or a filter." |
*
* @param {Tracking_Empty_Search_Filtered_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_empty_search_filtered_text: ((inputs?: Tracking_Empty_Search_Filtered_TextInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Empty_Search_Filtered_TextInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "No shipment matches “{search}” with these filters" |
*
* @param {Tracking_Empty_Search_Filtered_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_empty_search_filtered_title: ((inputs: Tracking_Empty_Search_Filtered_TitleInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Empty_Search_Filtered_TitleInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The search looks in codes, agencies, places and references. Check the spelling, or clear the search." |
*
* @param {Tracking_Empty_Search_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_empty_search_text: ((inputs?: Tracking_Empty_Search_TextInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Empty_Search_TextInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "No shipment matches “{search}”" |
*
* @param {Tracking_Empty_Search_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_empty_search_title: ((inputs: Tracking_Empty_Search_TitleInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Empty_Search_TitleInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Not saved: the export was cancelled." |
*
* @param {Tracking_Export_CancelledInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_export_cancelled: ((inputs?: Tracking_Export_CancelledInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Export_CancelledInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Export CSV" |
*
* @param {Tracking_Export_CsvInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_export_csv: ((inputs?: Tracking_Export_CsvInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Export_CsvInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The list was not exported" |
*
* @param {Tracking_Export_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_export_failed: ((inputs?: Tracking_Export_FailedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Export_FailedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Export the list" |
*
* @param {Tracking_Export_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_export_label: ((inputs?: Tracking_Export_LabelInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Export_LabelInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "No shipment matches: nothing to export" |
*
* @param {Tracking_Export_NothingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_export_nothing: ((inputs?: Tracking_Export_NothingInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Export_NothingInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Export XLSX" |
*
* @param {Tracking_Export_XlsxInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_export_xlsx: ((inputs?: Tracking_Export_XlsxInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Export_XlsxInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "e.g. {example}" |
*
* @param {Tracking_Filter_Code_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_filter_code_placeholder: ((inputs: Tracking_Filter_Code_PlaceholderInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Filter_Code_PlaceholderInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Use a date like {example}" |
*
* @param {Tracking_Filter_Date_LikeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_filter_date_like: ((inputs: Tracking_Filter_Date_LikeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Filter_Date_LikeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The end date is before the start date" |
*
* @param {Tracking_Filter_End_Before_StartInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_filter_end_before_start: ((inputs?: Tracking_Filter_End_Before_StartInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Filter_End_Before_StartInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Start date" |
*
* @param {Tracking_Filter_FromInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_filter_from: ((inputs?: Tracking_Filter_FromInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Filter_FromInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Transport operator" |
*
* @param {Tracking_Filter_OperatorInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_filter_operator: ((inputs?: Tracking_Filter_OperatorInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Filter_OperatorInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Carrier or agency" |
*
* @param {Tracking_Filter_Operator_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_filter_operator_placeholder: ((inputs?: Tracking_Filter_Operator_PlaceholderInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Filter_Operator_PlaceholderInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "City or postal code" |
*
* @param {Tracking_Filter_Place_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_filter_place_placeholder: ((inputs?: Tracking_Filter_Place_PlaceholderInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Filter_Place_PlaceholderInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "End date" |
*
* @param {Tracking_Filter_ToInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_filter_to: ((inputs?: Tracking_Filter_ToInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Filter_ToInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{field} is at most {max} characters" |
*
* @param {Tracking_Filter_Too_LongInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_filter_too_long: ((inputs: Tracking_Filter_Too_LongInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Filter_Too_LongInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Filter by at most {max} statuses" |
*
* @param {Tracking_Filter_Too_Many_StatusesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_filter_too_many_statuses: ((inputs: Tracking_Filter_Too_Many_StatusesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Filter_Too_Many_StatusesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Any status" |
*
* @param {Tracking_Filters_Any_StatusInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_filters_any_status: ((inputs?: Tracking_Filters_Any_StatusInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Filters_Any_StatusInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} filter applied" |
* | * | "{shown} filters applied" |
*
* @param {Tracking_Filters_AppliedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_filters_applied: ((inputs: Tracking_Filters_AppliedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Filters_AppliedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Apply filters" |
*
* @param {Tracking_Filters_ApplyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_filters_apply: ((inputs?: Tracking_Filters_ApplyInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Filters_ApplyInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Clear filters" |
*
* @param {Tracking_Filters_ClearInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_filters_clear: ((inputs?: Tracking_Filters_ClearInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Filters_ClearInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Shipment filters" |
*
* @param {Tracking_Filters_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_filters_label: ((inputs?: Tracking_Filters_LabelInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Filters_LabelInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Status" |
*
* @param {Tracking_Filters_StatusInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_filters_status: ((inputs?: Tracking_Filters_StatusInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Filters_StatusInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Change" |
*
* @param {Tracking_Free_ChangeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_change: ((inputs?: Tracking_Free_ChangeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_ChangeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{sum}, if it has not stopped" |
*
* @param {Tracking_Free_Charge_If_RunningInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_charge_if_running: ((inputs: Tracking_Free_Charge_If_RunningInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Charge_If_RunningInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{sum} so far" |
*
* @param {Tracking_Free_Charge_So_FarInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_charge_so_far: ((inputs: Tracking_Free_Charge_So_FarInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Charge_So_FarInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "none: charged from the first day" |
*
* @param {Tracking_Free_Charged_From_FirstInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_charged_from_first: ((inputs?: Tracking_Free_Charged_From_FirstInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Charged_From_FirstInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Charged so far: {sum}" |
*
* @param {Tracking_Free_Charged_TotalInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_charged_total: ((inputs: Tracking_Free_Charged_TotalInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Charged_TotalInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{name}: {text}" |
*
* @param {Tracking_Free_ClauseInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_clause: ((inputs: Tracking_Free_ClauseInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_ClauseInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{name}: {first}, {then}" |
*
* @param {Tracking_Free_Clause_ThenInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_clause_then: ((inputs: Tracking_Free_Clause_ThenInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Clause_ThenInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} container" |
* | * | "{shown} containers" |
*
* @param {Tracking_Free_ContainersInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_containers: ((inputs: Tracking_Free_ContainersInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_ContainersInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{containers} of {size}" |
*
* @param {Tracking_Free_Containers_OfInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_containers_of: ((inputs: Tracking_Free_Containers_OfInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Containers_OfInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "not known ({size})" |
*
* @param {Tracking_Free_Containers_UnknownInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_containers_unknown: ((inputs: Tracking_Free_Containers_UnknownInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Containers_UnknownInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Date ({zone})" |
*
* @param {Tracking_Free_DateInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_date: ((inputs: Tracking_Free_DateInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_DateInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{day} at {port}" |
*
* @param {Tracking_Free_Day_At_PortInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_day_at_port: ((inputs: Tracking_Free_Day_At_PortInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Day_At_PortInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} day" |
* | * | "{shown} days" |
*
* @param {Tracking_Free_DaysInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_days: ((inputs: Tracking_Free_DaysInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_DaysInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{days} ({span}, so far)" |
*
* @param {Tracking_Free_Days_Charged_So_FarInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_days_charged_so_far: ((inputs: Tracking_Free_Days_Charged_So_FarInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Days_Charged_So_FarInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{days} ({span})" |
*
* @param {Tracking_Free_Days_Charged_StoppedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_days_charged_stopped: ((inputs: Tracking_Free_Days_Charged_StoppedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Days_Charged_StoppedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{days} d {hours} h" |
*
* @param {Tracking_Free_Days_HoursInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_days_hours: ((inputs: Tracking_Free_Days_HoursInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Days_HoursInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "the shipment was delivered without it" |
*
* @param {Tracking_Free_Delivered_WithoutInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_delivered_without: ((inputs?: Tracking_Free_Delivered_WithoutInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Delivered_WithoutInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "End not reported" |
*
* @param {Tracking_Free_End_UnreportedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_end_unreported: ((inputs?: Tracking_Free_End_UnreportedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_End_UnreportedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Enter the discharge" |
*
* @param {Tracking_Free_Enter_DischargeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_enter_discharge: ((inputs?: Tracking_Free_Enter_DischargeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Enter_DischargeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Enter the empty return" |
*
* @param {Tracking_Free_Enter_Empty_ReturnInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_enter_empty_return: ((inputs?: Tracking_Free_Enter_Empty_ReturnInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Enter_Empty_ReturnInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Enter the release" |
*
* @param {Tracking_Free_Enter_ReleaseInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_enter_release: ((inputs?: Tracking_Free_Enter_ReleaseInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Enter_ReleaseInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "entered by hand" |
*
* @param {Tracking_Free_Entered_By_HandInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_entered_by_hand: ((inputs?: Tracking_Free_Entered_By_HandInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Entered_By_HandInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Enter the date and the time (hours and minutes) at the port." |
*
* @param {Tracking_Free_Entry_IncompleteInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_entry_incomplete: ((inputs?: Tracking_Free_Entry_IncompleteInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Entry_IncompleteInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{event} entered by hand" |
*
* @param {Tracking_Free_Entry_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_entry_label: ((inputs: Tracking_Free_Entry_LabelInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Entry_LabelInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{moment} (your entry, {when}, is set aside)" |
*
* @param {Tracking_Free_Entry_Set_AsideInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_entry_set_aside: ((inputs: Tracking_Free_Entry_Set_AsideInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Entry_Set_AsideInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Free-time events" |
*
* @param {Tracking_Free_Events_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_events_label: ((inputs?: Tracking_Free_Events_LabelInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Events_LabelInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "every size" |
*
* @param {Tracking_Free_Every_SizeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_every_size: ((inputs?: Tracking_Free_Every_SizeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Every_SizeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Charge" |
*
* @param {Tracking_Free_Fact_ChargeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_fact_charge: ((inputs?: Tracking_Free_Fact_ChargeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Fact_ChargeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Containers" |
*
* @param {Tracking_Free_Fact_ContainersInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_fact_containers: ((inputs?: Tracking_Free_Fact_ContainersInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Fact_ContainersInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Days charged" |
*
* @param {Tracking_Free_Fact_Days_ChargedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_fact_days_charged: ((inputs?: Tracking_Free_Fact_Days_ChargedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Fact_Days_ChargedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Free days" |
*
* @param {Tracking_Free_Fact_Free_DaysInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_fact_free_days: ((inputs?: Tracking_Free_Fact_Free_DaysInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Fact_Free_DaysInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Last free day" |
*
* @param {Tracking_Free_Fact_Last_DayInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_fact_last_day: ((inputs?: Tracking_Free_Fact_Last_DayInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Fact_Last_DayInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Per container" |
*
* @param {Tracking_Free_Fact_Per_ContainerInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_fact_per_container: ((inputs?: Tracking_Free_Fact_Per_ContainerInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Fact_Per_ContainerInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Price per day" |
*
* @param {Tracking_Free_Fact_PriceInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_fact_price: ((inputs?: Tracking_Free_Fact_PriceInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Fact_PriceInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Starts at {event}" |
*
* @param {Tracking_Free_Fact_StartsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_fact_starts: ((inputs: Tracking_Free_Fact_StartsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Fact_StartsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Stops at {event}" |
*
* @param {Tracking_Free_Fact_StopsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_fact_stops: ((inputs: Tracking_Free_Fact_StopsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Fact_StopsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{days}, from {event}" |
*
* @param {Tracking_Free_Free_Days_FromInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_free_days_from: ((inputs: Tracking_Free_Free_Days_FromInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Free_Days_FromInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{hours} h" |
*
* @param {Tracking_Free_HoursInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_hours: ((inputs: Tracking_Free_HoursInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_HoursInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "the shipment (LCL: one price)" |
*
* @param {Tracking_Free_Lcl_ShipmentInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_lcl_shipment: ((inputs?: Tracking_Free_Lcl_ShipmentInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Lcl_ShipmentInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{duration} left" |
*
* @param {Tracking_Free_LeftInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_left: ((inputs: Tracking_Free_LeftInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_LeftInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{duration} left, last free day {day}" |
*
* @param {Tracking_Free_Left_UntilInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_left_until: ((inputs: Tracking_Free_Left_UntilInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Left_UntilInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{when} ({portTime}) · {by}" |
*
* @param {Tracking_Free_MomentInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_moment: ((inputs: Tracking_Free_MomentInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_MomentInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{amount} (currency not stated by the rate)" |
*
* @param {Tracking_Free_No_CurrencyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_no_currency: ((inputs: Tracking_Free_No_CurrencyInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_No_CurrencyInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The desk did not keep this booking’s port of destination: days are counted in UTC." |
*
* @param {Tracking_Free_No_PortInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_no_port: ((inputs?: Tracking_Free_No_PortInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_No_PortInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "not given by the rate" |
*
* @param {Tracking_Free_No_PriceInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_no_price: ((inputs?: Tracking_Free_No_PriceInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_No_PriceInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "No terms" |
*
* @param {Tracking_Free_No_TermsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_no_terms: ((inputs?: Tracking_Free_No_TermsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_No_TermsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{name}: the rate gave no free days or start event" |
*
* @param {Tracking_Free_No_Terms_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_no_terms_text: ((inputs: Tracking_Free_No_Terms_TextInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_No_Terms_TextInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "not known" |
*
* @param {Tracking_Free_Not_KnownInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_not_known: ((inputs?: Tracking_Free_Not_KnownInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Not_KnownInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "not reported" |
*
* @param {Tracking_Free_Not_ReportedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_not_reported: ((inputs?: Tracking_Free_Not_ReportedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Not_ReportedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "not reported yet" |
*
* @param {Tracking_Free_Not_Reported_YetInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_not_reported_yet: ((inputs?: Tracking_Free_Not_Reported_YetInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Not_Reported_YetInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Not started" |
*
* @param {Tracking_Free_Not_StartedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_not_started: ((inputs?: Tracking_Free_Not_StartedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Not_StartedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{name}: free time starts at {event}, {notYet}" |
*
* @param {Tracking_Free_Not_Started_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_not_started_text: ((inputs: Tracking_Free_Not_Started_TextInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Not_Started_TextInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "not yet" |
*
* @param {Tracking_Free_Not_YetInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_not_yet: ((inputs?: Tracking_Free_Not_YetInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Not_YetInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "not yet discharged" |
*
* @param {Tracking_Free_Not_Yet_DischargedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_not_yet_discharged: ((inputs?: Tracking_Free_Not_Yet_DischargedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Not_Yet_DischargedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "not yet released" |
*
* @param {Tracking_Free_Not_Yet_ReleasedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_not_yet_released: ((inputs?: Tracking_Free_Not_Yet_ReleasedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Not_Yet_ReleasedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "the empty not yet returned" |
*
* @param {Tracking_Free_Not_Yet_ReturnedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_not_yet_returned: ((inputs?: Tracking_Free_Not_Yet_ReturnedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Not_Yet_ReturnedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "within free time, nothing charged" |
*
* @param {Tracking_Free_Nothing_ChargedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_nothing_charged: ((inputs?: Tracking_Free_Nothing_ChargedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Nothing_ChargedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "past the last free day, {sum} so far" |
*
* @param {Tracking_Free_PastInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_past: ((inputs: Tracking_Free_PastInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_PastInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "past the last free day ({day}), {sum} so far" |
*
* @param {Tracking_Free_Past_DayInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_past_day: ((inputs: Tracking_Free_Past_DayInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Past_DayInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Past due" |
*
* @param {Tracking_Free_Past_DueInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_past_due: ((inputs?: Tracking_Free_Past_DueInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Past_DueInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Days of the port of {name}, {zone} time; times are the port’s." |
*
* @param {Tracking_Free_Port_DaysInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_port_days: ((inputs: Tracking_Free_Port_DaysInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Port_DaysInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The time zone of {name} is not known to the desk: days are counted in UTC." |
*
* @param {Tracking_Free_Port_No_ZoneInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_port_no_zone: ((inputs: Tracking_Free_Port_No_ZoneInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Port_No_ZoneInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{port} time" |
*
* @param {Tracking_Free_Port_TimeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_port_time: ((inputs: Tracking_Free_Port_TimeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Port_TimeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "port time" |
*
* @param {Tracking_Free_Port_Time_WordsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_port_time_words: ((inputs?: Tracking_Free_Port_Time_WordsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Port_Time_WordsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{price} a day per container" |
*
* @param {Tracking_Free_Price_ContainerInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_price_container: ((inputs: Tracking_Free_Price_ContainerInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Price_ContainerInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{price} a day for the shipment" |
*
* @param {Tracking_Free_Price_ShipmentInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_price_shipment: ((inputs: Tracking_Free_Price_ShipmentInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Price_ShipmentInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Could not read the shipment’s free time" |
*
* @param {Tracking_Free_Read_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_read_failed: ((inputs?: Tracking_Free_Read_FailedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Read_FailedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "reported by the carrier" |
*
* @param {Tracking_Free_Reported_By_CarrierInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_reported_by_carrier: ((inputs?: Tracking_Free_Reported_By_CarrierInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Reported_By_CarrierInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{from} to {through}" |
*
* @param {Tracking_Free_SpanInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_span: ((inputs: Tracking_Free_SpanInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_SpanInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Start not reported" |
*
* @param {Tracking_Free_Start_UnreportedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_start_unreported: ((inputs?: Tracking_Free_Start_UnreportedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Start_UnreportedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{name}: starts at {event}, which was not reported though the shipment was delivered; enter it in the shipment’s free time" |
*
* @param {Tracking_Free_Start_Unreported_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_start_unreported_text: ((inputs: Tracking_Free_Start_Unreported_TextInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Start_Unreported_TextInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{stop} not reported; if the container is still at the terminal" |
*
* @param {Tracking_Free_Still_At_TerminalInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_still_at_terminal: ((inputs: Tracking_Free_Still_At_TerminalInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Still_At_TerminalInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{stop} not reported; if the container is still out" |
*
* @param {Tracking_Free_Still_OutInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_still_out: ((inputs: Tracking_Free_Still_OutInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Still_OutInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{stop} not reported; if it has not happened" |
*
* @param {Tracking_Free_Still_Out_ShipmentInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_still_out_shipment: ((inputs: Tracking_Free_Still_Out_ShipmentInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Still_Out_ShipmentInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Stopped" |
*
* @param {Tracking_Free_StoppedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_stopped: ((inputs?: Tracking_Free_StoppedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_StoppedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Stopped, {amounts}" |
*
* @param {Tracking_Free_Stopped_ChargedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_stopped_charged: ((inputs: Tracking_Free_Stopped_ChargedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Stopped_ChargedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{name}: stopped at {event}, {when} (entered by hand): {charged}" |
*
* @param {Tracking_Free_Stopped_Entered_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_stopped_entered_text: ((inputs: Tracking_Free_Stopped_Entered_TextInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Stopped_Entered_TextInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Stopped, none charged" |
*
* @param {Tracking_Free_Stopped_NoneInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_stopped_none: ((inputs?: Tracking_Free_Stopped_NoneInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Stopped_NoneInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{name}: stopped at {event}, {when}: {charged}" |
*
* @param {Tracking_Free_Stopped_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_stopped_text: ((inputs: Tracking_Free_Stopped_TextInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Stopped_TextInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Stopped, charge not known" |
*
* @param {Tracking_Free_Stopped_UnknownInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_stopped_unknown: ((inputs?: Tracking_Free_Stopped_UnknownInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Stopped_UnknownInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{days} × {perDay} × {containers} = {total}" |
*
* @param {Tracking_Free_SumInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_sum: ((inputs: Tracking_Free_SumInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_SumInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{days} charged; the rate gave no price per day" |
*
* @param {Tracking_Free_Sum_No_PriceInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_sum_no_price: ((inputs: Tracking_Free_Sum_No_PriceInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Sum_No_PriceInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{days} × {perDay} = {total}" |
*
* @param {Tracking_Free_Sum_ShipmentInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_sum_shipment: ((inputs: Tracking_Free_Sum_ShipmentInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Sum_ShipmentInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{days} × {perDay} = {total} a container (how many were booked is not known)" |
*
* @param {Tracking_Free_Sum_Unknown_BoxesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_sum_unknown_boxes: ((inputs: Tracking_Free_Sum_Unknown_BoxesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Sum_Unknown_BoxesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "the discharge" |
*
* @param {Tracking_Free_The_DischargeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_the_discharge: ((inputs?: Tracking_Free_The_DischargeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_The_DischargeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "the empty return" |
*
* @param {Tracking_Free_The_Empty_ReturnInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_the_empty_return: ((inputs?: Tracking_Free_The_Empty_ReturnInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_The_Empty_ReturnInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "the release" |
*
* @param {Tracking_Free_The_ReleaseInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_the_release: ((inputs?: Tracking_Free_The_ReleaseInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_The_ReleaseInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "the start day" |
*
* @param {Tracking_Free_The_Start_DayInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_the_start_day: ((inputs?: Tracking_Free_The_Start_DayInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_The_Start_DayInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Time ({zone})" |
*
* @param {Tracking_Free_TimeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_time: ((inputs: Tracking_Free_TimeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_TimeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Free time" |
*
* @param {Tracking_Free_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_title: ((inputs?: Tracking_Free_TitleInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_TitleInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Discharge" |
*
* @param {Tracking_Free_Title_DischargeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_title_discharge: ((inputs?: Tracking_Free_Title_DischargeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Title_DischargeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Discharge at {city}" |
*
* @param {Tracking_Free_Title_Discharge_AtInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_title_discharge_at: ((inputs: Tracking_Free_Title_Discharge_AtInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Title_Discharge_AtInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Empty return" |
*
* @param {Tracking_Free_Title_Empty_ReturnInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_title_empty_return: ((inputs?: Tracking_Free_Title_Empty_ReturnInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Title_Empty_ReturnInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Release (full gate out)" |
*
* @param {Tracking_Free_Title_ReleaseInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_title_release: ((inputs?: Tracking_Free_Title_ReleaseInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Title_ReleaseInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "not counting charges whose price or containers are not known" |
*
* @param {Tracking_Free_Total_IncompleteInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_total_incomplete: ((inputs?: Tracking_Free_Total_IncompleteInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Total_IncompleteInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "counting a clock whose end was not reported as still running" |
*
* @param {Tracking_Free_Total_OpenInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_total_open: ((inputs?: Tracking_Free_Total_OpenInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Total_OpenInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "under 1 h" |
*
* @param {Tracking_Free_Under_HourInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_under_hour: ((inputs?: Tracking_Free_Under_HourInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Under_HourInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Not reported" |
*
* @param {Tracking_Free_Warning_UnreportedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_warning_unreported: ((inputs?: Tracking_Free_Warning_UnreportedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Warning_UnreportedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Goods" |
*
* @param {Tracking_GoodsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_goods: ((inputs?: Tracking_GoodsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_GoodsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Kind" |
*
* @param {Tracking_Goods_Col_KindInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_goods_col_kind: ((inputs?: Tracking_Goods_Col_KindInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Goods_Col_KindInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Qty" |
*
* @param {Tracking_Goods_Col_QtyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_goods_col_qty: ((inputs?: Tracking_Goods_Col_QtyInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Goods_Col_QtyInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Size" |
*
* @param {Tracking_Goods_Col_SizeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_goods_col_size: ((inputs?: Tracking_Goods_Col_SizeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Goods_Col_SizeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Unit" |
*
* @param {Tracking_Goods_Col_UnitInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_goods_col_unit: ((inputs?: Tracking_Goods_Col_UnitInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Goods_Col_UnitInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Weight" |
*
* @param {Tracking_Goods_Col_WeightInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_goods_col_weight: ((inputs?: Tracking_Goods_Col_WeightInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Goods_Col_WeightInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Customs" |
*
* @param {Tracking_Goods_CustomsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_goods_customs: ((inputs?: Tracking_Goods_CustomsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Goods_CustomsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Delivery notes" |
*
* @param {Tracking_Goods_Delivery_NotesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_goods_delivery_notes: ((inputs?: Tracking_Goods_Delivery_NotesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Goods_Delivery_NotesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Documents of this shipment" |
*
* @param {Tracking_Goods_DocumentsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_goods_documents: ((inputs?: Tracking_Goods_DocumentsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Goods_DocumentsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Insurance" |
*
* @param {Tracking_Goods_InsuranceInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_goods_insurance: ((inputs?: Tracking_Goods_InsuranceInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Goods_InsuranceInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Pickup hours" |
*
* @param {Tracking_Goods_Pickup_HoursInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_goods_pickup_hours: ((inputs?: Tracking_Goods_Pickup_HoursInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Goods_Pickup_HoursInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Pickup notes" |
*
* @param {Tracking_Goods_Pickup_NotesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_goods_pickup_notes: ((inputs?: Tracking_Goods_Pickup_NotesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Goods_Pickup_NotesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Goods and service" |
*
* @param {Tracking_Goods_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_goods_title: ((inputs?: Tracking_Goods_TitleInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Goods_TitleInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} unit line" |
* | * | "{shown} unit lines" |
*
* @param {Tracking_Goods_Unit_LinesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_goods_unit_lines: ((inputs: Tracking_Goods_Unit_LinesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Goods_Unit_LinesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Commodity units" |
*
* @param {Tracking_Goods_UnitsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_goods_units: ((inputs?: Tracking_Goods_UnitsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Goods_UnitsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Goods value" |
*
* @param {Tracking_Goods_ValueInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_goods_value: ((inputs?: Tracking_Goods_ValueInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Goods_ValueInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Could not open the tracking page" |
*
* @param {Tracking_Link_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_link_failed: ((inputs?: Tracking_Link_FailedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Link_FailedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Open the carrier's tracking page" |
*
* @param {Tracking_Link_OpenInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_link_open: ((inputs?: Tracking_Link_OpenInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Link_OpenInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The service gave a tracking address that is not a web link; Freight Desk does not open it:" |
*
* @param {Tracking_Link_UnsafeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_link_unsafe: ((inputs?: Tracking_Link_UnsafeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Link_UnsafeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} shipment" |
* | * | "{shown} shipments" |
*
* @param {Tracking_List_CountInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_list_count: ((inputs: Tracking_List_CountInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_List_CountInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Arrow keys move through the list, Enter opens a shipment. Sort with the column headers." |
*
* @param {Tracking_List_KeysInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_list_keys: ((inputs?: Tracking_List_KeysInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_List_KeysInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Could not load the shipments" |
*
* @param {Tracking_List_Load_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_list_load_failed: ((inputs?: Tracking_List_Load_FailedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_List_Load_FailedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Loading shipments…" |
*
* @param {Tracking_List_LoadingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_list_loading: ((inputs?: Tracking_List_LoadingInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_List_LoadingInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "matches" |
* | * | "match" |
*
* @param {Tracking_List_MatchingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_list_matching: ((inputs: Tracking_List_MatchingInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_List_MatchingInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Refresh" |
*
* @param {Tracking_List_RefreshInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_list_refresh: ((inputs?: Tracking_List_RefreshInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_List_RefreshInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Sync the list with the service now" |
*
* @param {Tracking_List_Refresh_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_list_refresh_title: ((inputs?: Tracking_List_Refresh_TitleInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_List_Refresh_TitleInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "· service total {total}" |
*
* @param {Tracking_List_Service_TotalInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_list_service_total: ((inputs: Tracking_List_Service_TotalInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_List_Service_TotalInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Shipments" |
*
* @param {Tracking_List_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_list_title: ((inputs?: Tracking_List_TitleInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_List_TitleInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Messages appear here as the carrier reports the shipment's progress." |
*
* @param {Tracking_Messages_AppearInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_messages_appear: ((inputs?: Tracking_Messages_AppearInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Messages_AppearInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Leg {number}" |
*
* @param {Tracking_Messages_LegInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_messages_leg: ((inputs: Tracking_Messages_LegInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Messages_LegInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Could not load the tracking messages" |
*
* @param {Tracking_Messages_Load_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_messages_load_failed: ((inputs?: Tracking_Messages_Load_FailedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Messages_Load_FailedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Loading the tracking messages…" |
*
* @param {Tracking_Messages_LoadingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_messages_loading: ((inputs?: Tracking_Messages_LoadingInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Messages_LoadingInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The service gave no shipment code to ask for messages with." |
*
* @param {Tracking_Messages_No_CodeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_messages_no_code: ((inputs?: Tracking_Messages_No_CodeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Messages_No_CodeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Update without a message" |
*
* @param {Tracking_Messages_No_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_messages_no_text: ((inputs?: Tracking_Messages_No_TextInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Messages_No_TextInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "No tracking messages of this shipment" |
*
* @param {Tracking_Messages_None_Of_ThisInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_messages_none_of_this: ((inputs?: Tracking_Messages_None_Of_ThisInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Messages_None_Of_ThisInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "No tracking messages yet" |
*
* @param {Tracking_Messages_None_YetInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_messages_none_yet: ((inputs?: Tracking_Messages_None_YetInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Messages_None_YetInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "newest first" |
*
* @param {Tracking_Messages_NoteInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_messages_note: ((inputs?: Tracking_Messages_NoteInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Messages_NoteInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} message in the service's answer is about another shipment ({ids}): it is not shown here." |
* | * | "{shown} messages in the service's answer are about another shipment ({ids}): they are not shown here." |
*
* @param {Tracking_Messages_OthersInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_messages_others: ((inputs: Tracking_Messages_OthersInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Messages_OthersInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Tracking messages, newest first" |
*
* @param {Tracking_Messages_TimelineInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_messages_timeline: ((inputs?: Tracking_Messages_TimelineInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Messages_TimelineInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Tracking messages" |
*
* @param {Tracking_Messages_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_messages_title: ((inputs?: Tracking_Messages_TitleInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Messages_TitleInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} more" |
* | * | "{shown} more" |
*
* @param {Tracking_MoreInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_more: ((inputs: Tracking_MoreInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_MoreInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "No" |
*
* @param {Tracking_NoInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_no: ((inputs?: Tracking_NoInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_NoInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Not given" |
*
* @param {Tracking_Not_GivenInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_not_given: ((inputs?: Tracking_Not_GivenInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Not_GivenInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Origin" |
*
* @param {Tracking_OriginInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_origin: ((inputs?: Tracking_OriginInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_OriginInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Route" |
*
* @param {Tracking_Route_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_route_title: ((inputs?: Tracking_Route_TitleInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Route_TitleInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Every word must appear; any case, any accents." |
*
* @param {Tracking_Search_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_search_hint: ((inputs?: Tracking_Search_HintInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Search_HintInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Search shipments" |
*
* @param {Tracking_Search_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_search_label: ((inputs?: Tracking_Search_LabelInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Search_LabelInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Code, agency, place or reference" |
*
* @param {Tracking_Search_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_search_placeholder: ((inputs?: Tracking_Search_PlaceholderInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Search_PlaceholderInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Search for at most {max} characters" |
*
* @param {Tracking_Search_Too_LongInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_search_too_long: ((inputs: Tracking_Search_Too_LongInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Search_Too_LongInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Quote {quote}: bought at {buy}, margin {margin}, sold at {sell}" |
*
* @param {Tracking_Sell_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_sell_title: ((inputs: Tracking_Sell_TitleInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Sell_TitleInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Quote {quote} for {customer}: bought at {buy}, margin {margin}, sold at {sell}" |
*
* @param {Tracking_Sell_Title_CustomerInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_sell_title_customer: ((inputs: Tracking_Sell_Title_CustomerInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Sell_Title_CustomerInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Shipment code" |
*
* @param {Tracking_Shipment_CodeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_shipment_code: ((inputs?: Tracking_Shipment_CodeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Shipment_CodeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Messages from the carrier as the shipment moves." |
*
* @param {Tracking_Switch_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_switch_hint: ((inputs?: Tracking_Switch_HintInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Switch_HintInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Tracking updates" |
*
* @param {Tracking_Switch_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_switch_label: ((inputs?: Tracking_Switch_LabelInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Switch_LabelInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "tracking may or may not have been switched off" |
*
* @param {Tracking_Switch_Maybe_OffInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_switch_maybe_off: ((inputs?: Tracking_Switch_Maybe_OffInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Switch_Maybe_OffInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "tracking may or may not have been switched on" |
*
* @param {Tracking_Switch_Maybe_OnInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_switch_maybe_on: ((inputs?: Tracking_Switch_Maybe_OnInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Switch_Maybe_OnInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Off" |
*
* @param {Tracking_Switch_OffInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_switch_off: ((inputs?: Tracking_Switch_OffInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Switch_OffInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Tracking switched off" |
*
* @param {Tracking_Switch_Off_DoneInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_switch_off_done: ((inputs?: Tracking_Switch_Off_DoneInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Switch_Off_DoneInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Could not switch tracking off. {title}: {message}" |
*
* @param {Tracking_Switch_Off_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_switch_off_failed: ((inputs: Tracking_Switch_Off_FailedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Switch_Off_FailedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "On" |
*
* @param {Tracking_Switch_OnInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_switch_on: ((inputs?: Tracking_Switch_OnInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Switch_OnInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Tracking switched on" |
*
* @param {Tracking_Switch_On_DoneInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_switch_on_done: ((inputs?: Tracking_Switch_On_DoneInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Switch_On_DoneInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Could not switch tracking on. {title}: {message}" |
*
* @param {Tracking_Switch_On_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_switch_on_failed: ((inputs: Tracking_Switch_On_FailedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Switch_On_FailedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The shipment was read again: the switch above shows what the service says now." |
*
* @param {Tracking_Switch_Read_AgainInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_switch_read_again: ((inputs?: Tracking_Switch_Read_AgainInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Switch_Read_AgainInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The service did not switch tracking." |
*
* @param {Tracking_Switch_RefusedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_switch_refused: ((inputs?: Tracking_Switch_RefusedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Switch_RefusedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The service did not switch tracking: {reason}" |
*
* @param {Tracking_Switch_Refused_BecauseInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_switch_refused_because: ((inputs: Tracking_Switch_Refused_BecauseInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Switch_Refused_BecauseInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Switching…" |
*
* @param {Tracking_Switch_SwitchingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_switch_switching: ((inputs?: Tracking_Switch_SwitchingInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Switch_SwitchingInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The service does not say whether tracking is on; it is on unless switched off." |
*
* @param {Tracking_Switch_Unknown_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_switch_unknown_hint: ((inputs?: Tracking_Switch_Unknown_HintInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Switch_Unknown_HintInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "No longer listed" |
*
* @param {Tracking_UnlistedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_unlisted: ((inputs?: Tracking_UnlistedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_UnlistedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The service has not listed this shipment since {when}. Freight Desk keeps what it stored." |
*
* @param {Tracking_Unlisted_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_unlisted_title: ((inputs: Tracking_Unlisted_TitleInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Unlisted_TitleInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Yes" |
*
* @param {Tracking_YesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_yes: ((inputs?: Tracking_YesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_YesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Try again" |
*
* @param {Try_AgainInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const try_again: ((inputs?: Try_AgainInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Try_AgainInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type App_NameInputs = {};
export type App_OpeningInputs = {
    screen: NonNullable<unknown>;
};
export type App_Part_Failed_To_LoadInputs = {};
export type App_Screen_Draw_FailedInputs = {
    screen: NonNullable<unknown>;
};
export type App_Screen_Failed_DrawingInputs = {
    detail: NonNullable<unknown>;
};
export type App_Screen_Open_FailedInputs = {
    screen: NonNullable<unknown>;
};
export type App_Skip_To_ContentInputs = {};
export type Appearance_DarkInputs = {};
export type Appearance_DescriptionInputs = {};
export type Appearance_LanguageInputs = {};
export type Appearance_Language_HintInputs = {};
export type Appearance_Language_Save_FailedInputs = {};
export type Appearance_LightInputs = {};
export type Appearance_Read_FailedInputs = {};
export type Appearance_SystemInputs = {};
export type Appearance_ThemeInputs = {};
export type Appearance_Theme_HintInputs = {};
export type Appearance_Theme_Save_FailedInputs = {};
export type Appearance_TitleInputs = {};
export type As_OfInputs = {};
export type As_Of_Not_FetchedInputs = {};
export type As_Of_SavedInputs = {};
export type Autocomplete_None_FoundInputs = {
    noun: NonNullable<unknown>;
    searched: NonNullable<unknown>;
};
export type Autocomplete_Saved_AnswerInputs = {};
export type Autocomplete_SearchingInputs = {
    searched: NonNullable<unknown>;
};
export type Autocomplete_SuggestionsInputs = {};
export type Basket_RemoveInputs = {};
export type Basket_Remove_FileInputs = {
    file: NonNullable<unknown>;
};
export type CancelInputs = {};
export type Change_Counted_AddedInputs = {
    count: NonNullable<unknown>;
};
export type Change_Counted_CustomsInputs = {
    count: NonNullable<unknown>;
};
export type Change_Counted_Delivery_DateInputs = {
    count: NonNullable<unknown>;
};
export type Change_Counted_Documents_ChangedInputs = {
    count: NonNullable<unknown>;
};
export type Change_Counted_Documents_UploadedInputs = {
    count: NonNullable<unknown>;
};
export type Change_Counted_Documents_ValidatedInputs = {
    count: NonNullable<unknown>;
};
export type Change_Counted_Free_Time_PastInputs = {
    count: NonNullable<unknown>;
};
export type Change_Counted_Free_Time_SoonInputs = {
    count: NonNullable<unknown>;
};
export type Change_Counted_MessagesInputs = {
    count: NonNullable<unknown>;
};
export type Change_Counted_Pickup_DateInputs = {
    count: NonNullable<unknown>;
};
export type Change_Counted_StatusInputs = {
    count: NonNullable<unknown>;
    status: NonNullable<unknown>;
};
export type Change_Counted_UnlistedInputs = {
    count: NonNullable<unknown>;
};
export type Change_Document_No_Longer_UploadedInputs = {
    name: NonNullable<unknown>;
};
export type Change_Document_StatusInputs = {
    name: NonNullable<unknown>;
    status: NonNullable<unknown>;
};
export type Change_Document_Status_RemovedInputs = {
    name: NonNullable<unknown>;
    was: NonNullable<unknown>;
};
export type Change_Document_UnnamedInputs = {};
export type Change_Document_UploadedInputs = {
    name: NonNullable<unknown>;
};
export type Change_Document_ValidatedInputs = {
    name: NonNullable<unknown>;
};
export type Change_Free_TimeInputs = {};
export type Change_Free_Time_PastInputs = {
    name: NonNullable<unknown>;
    day: NonNullable<unknown>;
};
export type Change_Free_Time_Past_UnreportedInputs = {
    name: NonNullable<unknown>;
    stop: NonNullable<unknown>;
    day: NonNullable<unknown>;
};
export type Change_Free_Time_SoonInputs = {
    name: NonNullable<unknown>;
    day: NonNullable<unknown>;
};
export type Change_Free_Time_Soon_UnreportedInputs = {
    name: NonNullable<unknown>;
    stop: NonNullable<unknown>;
    day: NonNullable<unknown>;
};
export type Change_Kind_AddedInputs = {};
export type Change_Kind_Added_HintInputs = {};
export type Change_Kind_CustomsInputs = {};
export type Change_Kind_Customs_HintInputs = {};
export type Change_Kind_Delivery_DateInputs = {};
export type Change_Kind_Delivery_Date_HintInputs = {};
export type Change_Kind_DocumentsInputs = {};
export type Change_Kind_Documents_HintInputs = {};
export type Change_Kind_Free_TimeInputs = {};
export type Change_Kind_Free_Time_HintInputs = {};
export type Change_Kind_MessagesInputs = {};
export type Change_Kind_Messages_HintInputs = {};
export type Change_Kind_Pickup_DateInputs = {};
export type Change_Kind_Pickup_Date_HintInputs = {};
export type Change_Kind_StatusInputs = {};
export type Change_Kind_Status_HintInputs = {};
export type Change_Kind_UnlistedInputs = {};
export type Change_Kind_Unlisted_HintInputs = {};
export type Change_Stop_DischargeInputs = {};
export type Change_Stop_Empty_ReturnInputs = {};
export type Change_Stop_ReleaseInputs = {};
export type Choose_FilesInputs = {};
export type Choose_NoneInputs = {};
export type Company_Choose_LogoInputs = {};
export type Company_DescriptionInputs = {};
export type Company_LogoInputs = {};
export type Company_Logo_AltInputs = {
    file: NonNullable<unknown>;
};
export type Company_Logo_FactsInputs = {
    file: NonNullable<unknown>;
    width: NonNullable<unknown>;
    height: NonNullable<unknown>;
    size: NonNullable<unknown>;
};
export type Company_Logo_LimitsInputs = {
    size: NonNullable<unknown>;
};
export type Company_NameInputs = {};
export type Company_Name_HintInputs = {};
export type Company_Name_Save_FailedInputs = {};
export type Company_No_LogoInputs = {};
export type Company_Remove_LogoInputs = {};
export type Company_Replace_LogoInputs = {};
export type Company_Save_NameInputs = {};
export type Company_TitleInputs = {};
export type Connection_CheckingInputs = {};
export type Copy_DoneInputs = {};
export type Copy_FailedInputs = {};
export type Copy_WhatInputs = {
    what: NonNullable<unknown>;
};
export type Date_Day_LettersInputs = {};
export type Date_Month_LettersInputs = {};
export type Date_Year_LettersInputs = {};
export type DismissInputs = {};
export type Draft_DiscardInputs = {};
export type Draft_Restored_FromInputs = {};
export type Draft_SavedInputs = {};
export type EditInputs = {};
export type Empty_State_KeptInputs = {};
export type Error_Retries_ItselfInputs = {};
export type Export_AgencyInputs = {};
export type Export_CodeInputs = {};
export type Export_CurrencyInputs = {};
export type Export_Currency_Not_StatedInputs = {};
export type Export_DeliveryInputs = {};
export type Export_DestinationInputs = {};
export type Export_Free_Time_ChargedInputs = {};
export type Export_Free_Time_CurrencyInputs = {};
export type Export_Last_Free_DayInputs = {};
export type Export_Not_KnownInputs = {};
export type Export_OriginInputs = {};
export type Export_PickupInputs = {};
export type Export_PriceInputs = {};
export type Export_StatusInputs = {};
export type Failure_Address_UnreachableInputs = {
    host: NonNullable<unknown>;
};
export type Failure_Ask_AccessInputs = {};
export type Failure_Body_TimeoutInputs = {
    op: NonNullable<unknown>;
    seconds: NonNullable<unknown>;
};
export type Failure_BrokeInputs = {
    op: NonNullable<unknown>;
};
export type Failure_Broke_AttemptsInputs = {
    count: NonNullable<unknown>;
    op: NonNullable<unknown>;
};
export type Failure_Broke_UnknownInputs = {
    op: NonNullable<unknown>;
};
export type Failure_CancelledInputs = {
    op: NonNullable<unknown>;
};
export type Failure_Check_Base_UrlInputs = {};
export type Failure_Check_ConnectionInputs = {};
export type Failure_ClosedInputs = {
    op: NonNullable<unknown>;
};
export type Failure_Connect_TimeoutInputs = {
    host: NonNullable<unknown>;
    seconds: NonNullable<unknown>;
};
export type Failure_Connection_RefusedInputs = {
    host: NonNullable<unknown>;
};
export type Failure_ForbiddenInputs = {
    op: NonNullable<unknown>;
};
export type Failure_Headers_TimeoutInputs = {
    op: NonNullable<unknown>;
    seconds: NonNullable<unknown>;
};
export type Failure_Input_InvalidInputs = {};
export type Failure_InternalInputs = {};
export type Failure_It_SaidInputs = {
    message: NonNullable<unknown>;
};
export type Failure_More_ProblemsInputs = {
    count: NonNullable<unknown>;
};
export type Failure_No_Such_AddressInputs = {
    host: NonNullable<unknown>;
    op: NonNullable<unknown>;
};
export type Failure_Not_FoundInputs = {
    op: NonNullable<unknown>;
};
export type Failure_Not_Found_ChangedInputs = {};
export type Failure_Not_Found_Check_IdInputs = {};
export type Failure_Not_Sent_ParameterInputs = {
    op: NonNullable<unknown>;
    problem: NonNullable<unknown>;
};
export type Failure_Not_Sent_RequestInputs = {
    op: NonNullable<unknown>;
    problem: NonNullable<unknown>;
};
export type Failure_RefusedInputs = {
    op: NonNullable<unknown>;
    message: NonNullable<unknown>;
};
export type Failure_Refused_No_ReasonInputs = {
    op: NonNullable<unknown>;
};
export type Failure_Rejected_ReasonInputs = {
    op: NonNullable<unknown>;
    reason: NonNullable<unknown>;
};
export type Failure_Rejected_StatusInputs = {
    op: NonNullable<unknown>;
    status: NonNullable<unknown>;
};
export type Failure_Report_If_AgainInputs = {};
export type Failure_Request_TimeoutInputs = {
    op: NonNullable<unknown>;
};
export type Failure_ServerInputs = {
    op: NonNullable<unknown>;
    status: NonNullable<unknown>;
};
export type Failure_Server_AttemptsInputs = {
    count: NonNullable<unknown>;
    op: NonNullable<unknown>;
    status: NonNullable<unknown>;
};
export type Failure_Server_ReportedInputs = {
    op: NonNullable<unknown>;
    status: NonNullable<unknown>;
};
export type Failure_Too_LargeInputs = {
    op: NonNullable<unknown>;
    limit: NonNullable<unknown>;
};
export type Failure_Too_Large_RefusedInputs = {
    op: NonNullable<unknown>;
    status: NonNullable<unknown>;
    limit: NonNullable<unknown>;
};
export type Failure_Too_Large_UnknownInputs = {
    op: NonNullable<unknown>;
    limit: NonNullable<unknown>;
};
export type Failure_Too_Many_RequestsInputs = {
    op: NonNullable<unknown>;
};
export type Failure_Too_Many_Requests_WaitInputs = {
    op: NonNullable<unknown>;
    seconds: NonNullable<unknown>;
};
export type Failure_Try_AfterInputs = {
    seconds: NonNullable<unknown>;
};
export type Failure_Try_LaterInputs = {};
export type Failure_UnauthorizedInputs = {
    op: NonNullable<unknown>;
};
export type Failure_Unexpected_StatusInputs = {
    op: NonNullable<unknown>;
    status: NonNullable<unknown>;
};
export type Failure_Unknown_ChannelInputs = {
    channel: NonNullable<unknown>;
};
export type Failure_Unknown_OutcomeInputs = {
    check: NonNullable<unknown>;
};
export type Failure_UnreadableInputs = {
    op: NonNullable<unknown>;
    problem: NonNullable<unknown>;
};
export type Failure_Unreadable_AcceptedInputs = {
    op: NonNullable<unknown>;
    problem: NonNullable<unknown>;
};
export type LoadingInputs = {};
export type Logs_DescriptionInputs = {};
export type Logs_Show_FailedInputs = {};
export type Logs_TitleInputs = {};
export type Menu_AboutInputs = {
    app: NonNullable<unknown>;
};
export type Menu_Actual_SizeInputs = {};
export type Menu_Bring_All_To_FrontInputs = {};
export type Menu_Close_WindowInputs = {};
export type Menu_CopyInputs = {};
export type Menu_CutInputs = {};
export type Menu_EditInputs = {};
export type Menu_ExitInputs = {};
export type Menu_FileInputs = {};
export type Menu_Full_ScreenInputs = {};
export type Menu_GoInputs = {};
export type Menu_HelpInputs = {};
export type Menu_HideInputs = {
    app: NonNullable<unknown>;
};
export type Menu_Hide_OthersInputs = {};
export type Menu_MinimizeInputs = {};
export type Menu_PasteInputs = {};
export type Menu_QuitInputs = {
    app: NonNullable<unknown>;
};
export type Menu_RedoInputs = {};
export type Menu_Select_AllInputs = {};
export type Menu_ServicesInputs = {};
export type Menu_Show_AllInputs = {};
export type Menu_Show_LogsInputs = {};
export type Menu_UndoInputs = {};
export type Menu_ViewInputs = {};
export type Menu_WindowInputs = {};
export type Menu_ZoomInputs = {};
export type Menu_Zoom_InInputs = {};
export type Menu_Zoom_OutInputs = {};
export type Nav_Group_ReferenceInputs = {};
export type Nav_Group_WorkInputs = {};
export type Nav_MainInputs = {};
export type No_Bridge_BodyInputs = {};
export type No_Bridge_TitleInputs = {};
export type Notice_AddedInputs = {};
export type Notice_CustomsInputs = {
    from: NonNullable<unknown>;
    to: NonNullable<unknown>;
};
export type Notice_Eta_MovedInputs = {
    from: NonNullable<unknown>;
    to: NonNullable<unknown>;
};
export type Notice_MessagesInputs = {
    count: NonNullable<unknown>;
};
export type Notice_Messages_LatestInputs = {
    count: NonNullable<unknown>;
    latest: NonNullable<unknown>;
};
export type Notice_NoneInputs = {};
export type Notice_Pickup_MovedInputs = {
    from: NonNullable<unknown>;
    to: NonNullable<unknown>;
};
export type Notice_ShipmentInputs = {
    code: NonNullable<unknown>;
};
export type Notice_Shipments_ChangedInputs = {
    count: NonNullable<unknown>;
};
export type Notice_StatusInputs = {
    from: NonNullable<unknown>;
    to: NonNullable<unknown>;
};
export type Notice_UnlistedInputs = {};
export type Notices_Dismiss_OneInputs = {
    title: NonNullable<unknown>;
};
export type Notices_Dismiss_TitleInputs = {};
export type Notices_HintInputs = {};
export type Notices_LabelInputs = {};
export type Notifications_DescriptionInputs = {};
export type Notifications_Notify_AboutInputs = {};
export type Notifications_Read_FailedInputs = {};
export type Notifications_Save_FailedInputs = {};
export type Offline_Keeps_TryingInputs = {};
export type Offline_Last_AnsweredInputs = {
    when: NonNullable<unknown>;
};
export type Offline_Never_AnsweredInputs = {};
export type Offline_TitleInputs = {};
export type Offline_What_WorksInputs = {};
export type Op_Auth_TokenInputs = {};
export type Op_Booking_BoxesInputs = {};
export type Op_Booking_PalletsInputs = {};
export type Op_Booking_Sea_FclInputs = {};
export type Op_Booking_Sea_LclInputs = {};
export type Op_Check_DocumentsInputs = {};
export type Op_Check_QuotesInputs = {};
export type Op_Check_Service_RecordsInputs = {};
export type Op_Check_Shipment_DetailInputs = {};
export type Op_Check_Shipment_ListInputs = {};
export type Op_Check_TariffsInputs = {};
export type Op_Documents_DownloadInputs = {};
export type Op_Documents_ListInputs = {};
export type Op_Documents_UploadInputs = {};
export type Op_Lookup_AirportsInputs = {};
export type Op_Lookup_ContainersInputs = {};
export type Op_Lookup_Pallet_TypesInputs = {};
export type Op_Lookup_PortsInputs = {};
export type Op_Lookup_Postal_CodesInputs = {};
export type Op_Pickup_TimesInputs = {};
export type Op_Quotes_DeleteInputs = {};
export type Op_Quotes_ListInputs = {};
export type Op_Quotes_SaveInputs = {};
export type Op_Rates_AirInputs = {};
export type Op_Rates_BoxesInputs = {};
export type Op_Rates_PalletsInputs = {};
export type Op_Rates_Sea_FclInputs = {};
export type Op_Rates_Sea_LclInputs = {};
export type Op_Sign_InInputs = {};
export type Op_Tariffs_ReportInputs = {};
export type Op_Tariffs_UploadInputs = {};
export type Op_Tracking_DetailInputs = {};
export type Op_Tracking_MessagesInputs = {};
export type Op_Tracking_ShipmentsInputs = {};
export type Op_Tracking_SwitchInputs = {};
export type Open_SettingsInputs = {};
export type Outcome_UnknownInputs = {
    what: NonNullable<unknown>;
};
export type Pdf_Air_FreightInputs = {};
export type Pdf_All_In_NoteInputs = {};
export type Pdf_As_QuotedInputs = {};
export type Pdf_CarrierInputs = {};
export type Pdf_Carrier_NotesInputs = {};
export type Pdf_ChargeInputs = {};
export type Pdf_Chargeable_WeightInputs = {};
export type Pdf_Charges_InInputs = {
    currency: NonNullable<unknown>;
};
export type Pdf_Col_AmountInputs = {};
export type Pdf_Col_BasisInputs = {};
export type Pdf_Col_ChargeInputs = {};
export type Pdf_Col_ContainerInputs = {};
export type Pdf_Col_Counted_FromInputs = {};
export type Pdf_Col_Free_DaysInputs = {};
export type Pdf_Col_Free_TimeInputs = {};
export type Pdf_Col_PenaltyInputs = {};
export type Pdf_Col_Per_DayInputs = {};
export type Pdf_Count_BoxesInputs = {
    count: NonNullable<unknown>;
};
export type Pdf_Count_Cargo_LinesInputs = {
    count: NonNullable<unknown>;
};
export type Pdf_Count_ContainersInputs = {
    count: NonNullable<unknown>;
};
export type Pdf_Count_PalletsInputs = {
    count: NonNullable<unknown>;
};
export type Pdf_Count_PiecesInputs = {
    count: NonNullable<unknown>;
};
export type Pdf_DaysInputs = {
    count: NonNullable<unknown>;
};
export type Pdf_DeliveryInputs = {};
export type Pdf_Every_Charge_IncludedInputs = {
    kind: NonNullable<unknown>;
};
export type Pdf_FlightsInputs = {};
export type Pdf_Free_TimeInputs = {};
export type Pdf_FromInputs = {};
export type Pdf_Give_Quote_NumberInputs = {
    quote: NonNullable<unknown>;
};
export type Pdf_GoodsInputs = {};
export type Pdf_IncludedInputs = {};
export type Pdf_IssuedInputs = {
    date: NonNullable<unknown>;
};
export type Pdf_Mode_AirInputs = {};
export type Pdf_Mode_BoxesInputs = {};
export type Pdf_Mode_PalletsInputs = {};
export type Pdf_Mode_Sea_FclInputs = {};
export type Pdf_Mode_Sea_LclInputs = {};
export type Pdf_No_ExpiryInputs = {};
export type Pdf_NotesInputs = {};
export type Pdf_On_RequestInputs = {};
export type Pdf_PickupInputs = {};
export type Pdf_Pre_BookingInputs = {};
export type Pdf_Price_Includes_AllInputs = {};
export type Pdf_QuotationInputs = {};
export type Pdf_Quote_LabelInputs = {};
export type Pdf_Ref_LabelInputs = {};
export type Pdf_ReferenceInputs = {
    reference: NonNullable<unknown>;
};
export type Pdf_SailingInputs = {};
export type Pdf_Saved_QuoteInputs = {};
export type Pdf_SurchargeInputs = {};
export type Pdf_Tax_IncludedInputs = {
    percent: NonNullable<unknown>;
};
export type Pdf_TermsInputs = {
    carrier: NonNullable<unknown>;
};
export type Pdf_Terms_ValidInputs = {
    carrier: NonNullable<unknown>;
    date: NonNullable<unknown>;
};
export type Pdf_ToInputs = {};
export type Pdf_Total_All_InInputs = {};
export type Pdf_Total_Of_QuoteInputs = {};
export type Pdf_Total_PriceInputs = {};
export type Pdf_Total_Price_And_SurchargesInputs = {};
export type Pdf_Total_Sum_Of_ChargesInputs = {};
export type Pdf_TransitInputs = {};
export type Pdf_Unnamed_CurrencyInputs = {};
export type Pdf_Valid_UntilInputs = {
    date: NonNullable<unknown>;
};
export type Pdf_VesselInputs = {};
export type Pdf_ViaInputs = {};
export type PenaltyInputs = {};
export type Profile_Form_Add_DescriptionInputs = {};
export type Profile_Form_Add_TitleInputs = {};
export type Profile_Form_Api_KeyInputs = {};
export type Profile_Form_Api_SecretInputs = {};
export type Profile_Form_Base_UrlInputs = {};
export type Profile_Form_Base_Url_HintInputs = {};
export type Profile_Form_Base_Url_PlaceholderInputs = {};
export type Profile_Form_Edit_DescriptionInputs = {};
export type Profile_Form_Edit_TitleInputs = {
    name: NonNullable<unknown>;
};
export type Profile_Form_Keep_KeyInputs = {};
export type Profile_Form_Keep_SecretInputs = {};
export type Profile_Form_NameInputs = {};
export type Profile_Form_Name_HintInputs = {};
export type Profile_Form_New_Server_BodyInputs = {
    typed: NonNullable<unknown>;
    saved: NonNullable<unknown>;
};
export type Profile_Form_New_Server_TitleInputs = {};
export type Profile_Form_Not_SavedInputs = {};
export type Profile_Form_Required_New_ServerInputs = {};
export type Profile_Form_SaveInputs = {};
export type Profile_Form_SavedInputs = {
    name: NonNullable<unknown>;
};
export type Profile_Form_Secret_HintInputs = {};
export type Profiles_ActiveInputs = {};
export type Profiles_Base_Url_SaidInputs = {};
export type Profiles_CaptionInputs = {};
export type Profiles_Col_ActionsInputs = {};
export type Profiles_Col_CredentialsInputs = {};
export type Profiles_Col_ProfileInputs = {};
export type Profiles_Demo_CredentialsInputs = {};
export type Profiles_DescriptionInputs = {};
export type Profiles_EditingInputs = {};
export type Profiles_LoadingInputs = {};
export type Profiles_Not_StoredInputs = {};
export type Profiles_Read_FailedInputs = {};
export type Profiles_Remove_BodyInputs = {};
export type Profiles_Remove_Body_ActiveInputs = {};
export type Profiles_Remove_ConfirmInputs = {};
export type Profiles_Remove_FailedInputs = {
    name: NonNullable<unknown>;
};
export type Profiles_Remove_TitleInputs = {
    name: NonNullable<unknown>;
};
export type Profiles_Stored_KeychainInputs = {};
export type Profiles_Switch_FailedInputs = {
    name: NonNullable<unknown>;
};
export type Profiles_TitleInputs = {};
export type Profiles_UseInputs = {};
export type Progress_In_ProgressInputs = {};
export type Quote_PdfInputs = {};
export type RetryInputs = {};
export type Route_BookingInputs = {};
export type Route_Booking_SummaryInputs = {};
export type Route_DocumentsInputs = {};
export type Route_Documents_SummaryInputs = {};
export type Route_LookupsInputs = {};
export type Route_Lookups_SummaryInputs = {};
export type Route_PricingInputs = {};
export type Route_Pricing_SummaryInputs = {};
export type Route_QuotesInputs = {};
export type Route_Quotes_SummaryInputs = {};
export type Route_RatingInputs = {};
export type Route_Rating_SummaryInputs = {};
export type Route_SettingsInputs = {};
export type Route_Settings_SummaryInputs = {};
export type Route_TariffsInputs = {};
export type Route_Tariffs_SummaryInputs = {};
export type Route_TodayInputs = {};
export type Route_Today_SummaryInputs = {};
export type Route_TrackingInputs = {};
export type Route_Tracking_SummaryInputs = {};
export type SaveInputs = {};
export type Saved_DoneInputs = {};
export type Session_ConnectedInputs = {};
export type Session_In_MinutesInputs = {
    minutes: NonNullable<unknown>;
};
export type Session_In_SecondsInputs = {
    seconds: NonNullable<unknown>;
};
export type Session_Last_AnswerInputs = {
    when: NonNullable<unknown>;
};
export type Session_Last_WorkedInputs = {
    when: NonNullable<unknown>;
};
export type Session_Next_TryInputs = {
    when: NonNullable<unknown>;
};
export type Session_No_Answer_YetInputs = {};
export type Session_No_ReasonInputs = {};
export type Session_RefusedInputs = {};
export type Session_Refused_ReasonInputs = {};
export type Session_Sign_InInputs = {};
export type Session_Sign_In_FailedInputs = {};
export type Session_Sign_OutInputs = {};
export type Session_Signed_OutInputs = {};
export type Session_Signing_InInputs = {};
export type Session_Trying_NowInputs = {};
export type Session_UnreachableInputs = {};
export type Session_Unreachable_ReasonInputs = {};
export type Set_Aside_BodyInputs = {
    reason: NonNullable<unknown>;
};
export type Set_Aside_CopyInputs = {};
export type Set_Aside_How_BackInputs = {};
export type Set_Aside_TitleInputs = {};
export type Settings_File_Unreadable_BodyInputs = {};
export type Settings_File_Unreadable_TitleInputs = {};
export type Store_Cannot_Save_BodyInputs = {};
export type Store_Cannot_Save_TitleInputs = {};
export type Store_CopiedInputs = {
    what: NonNullable<unknown>;
};
export type Store_Damaged_File_KeptInputs = {};
export type Store_File_PathInputs = {};
export type Store_Not_RebuiltInputs = {};
export type Store_Nothing_LostInputs = {};
export type Store_Nothing_ReadableInputs = {};
export type Store_Set_Aside_BodyInputs = {
    reason: NonNullable<unknown>;
};
export type Store_Set_Aside_TitleInputs = {};
export type SurchargesInputs = {};
export type Sync_CancelInputs = {};
export type Sync_Checking_CountInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Sync_Checking_ListInputs = {};
export type Sync_DescriptionInputs = {};
export type Sync_FetchingInputs = {};
export type Sync_Kept_BeforeInputs = {};
export type Sync_Last_CancelledInputs = {
    when: NonNullable<unknown>;
};
export type Sync_Last_FailedInputs = {
    when: NonNullable<unknown>;
    message: NonNullable<unknown>;
};
export type Sync_MinutesInputs = {};
export type Sync_NeverInputs = {};
export type Sync_Nothing_StoredInputs = {};
export type Sync_NowInputs = {};
export type Sync_Progress_LabelInputs = {};
export type Sync_Read_FailedInputs = {};
export type Sync_Save_FailedInputs = {};
export type Sync_Settings_LabelInputs = {};
export type Sync_State_UnknownInputs = {};
export type Sync_Stored_CountInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Sync_Stored_OfInputs = {
    count: NonNullable<unknown>;
    done: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Sync_SyncedInputs = {
    when: NonNullable<unknown>;
};
export type Sync_SyncingInputs = {};
export type Sync_TitleInputs = {};
export type Sync_UnreachableInputs = {
    message: NonNullable<unknown>;
};
export type Timeline_NewInputs = {};
export type Timeline_Time_Not_GivenInputs = {};
export type Today_Change_A_ShipmentInputs = {};
export type Today_Change_AddedInputs = {};
export type Today_Change_CustomsInputs = {
    from: NonNullable<unknown>;
    to: NonNullable<unknown>;
};
export type Today_Change_EtaInputs = {
    from: NonNullable<unknown>;
    to: NonNullable<unknown>;
};
export type Today_Change_New_MessagesInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Today_Change_New_Messages_LatestInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
    latest: NonNullable<unknown>;
};
export type Today_Change_NoneInputs = {};
export type Today_Change_PickupInputs = {
    from: NonNullable<unknown>;
    to: NonNullable<unknown>;
};
export type Today_Change_StatusInputs = {
    from: NonNullable<unknown>;
    to: NonNullable<unknown>;
};
export type Today_Change_UnlistedInputs = {
    when: NonNullable<unknown>;
};
export type Today_Changes_CountInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Today_Changes_EmptyInputs = {};
export type Today_Changes_MoreInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
    text: NonNullable<unknown>;
};
export type Today_Changes_Since_LookInputs = {
    count: NonNullable<unknown>;
    when: NonNullable<unknown>;
};
export type Today_Changes_Since_StartInputs = {
    count: NonNullable<unknown>;
};
export type Today_Changes_TitleInputs = {};
export type Today_Documents_CountInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Today_Documents_EmptyInputs = {};
export type Today_Documents_MissingInputs = {
    pickup: NonNullable<unknown>;
    missing: NonNullable<unknown>;
};
export type Today_Documents_Never_CheckedInputs = {
    pickup: NonNullable<unknown>;
};
export type Today_Documents_TitleInputs = {};
export type Today_Free_CountInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Today_Free_CountingInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
    text: NonNullable<unknown>;
};
export type Today_Free_EmptyInputs = {};
export type Today_Free_TitleInputs = {};
export type Today_Last_LookInputs = {
    when: NonNullable<unknown>;
};
export type Today_Lines_NeedInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Today_Mark_All_SeenInputs = {};
export type Today_MoreInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Today_Nothing_HereInputs = {};
export type Today_Nothing_NeededInputs = {};
export type Today_Quote_ExpiresInputs = {
    type: NonNullable<unknown>;
    when: NonNullable<unknown>;
};
export type Today_Quote_Priced_ExpiresInputs = {
    type: NonNullable<unknown>;
    price: NonNullable<unknown>;
    when: NonNullable<unknown>;
};
export type Today_Quote_SavedInputs = {};
export type Today_Quote_SoonInputs = {};
export type Today_Quotes_CountInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Today_Quotes_EmptyInputs = {};
export type Today_Quotes_TitleInputs = {};
export type Today_Read_FailedInputs = {};
export type Today_ReadingInputs = {};
export type Today_Show_AllInputs = {};
export type Today_The_RestInputs = {
    section: NonNullable<unknown>;
};
export type Topbar_Go_ToInputs = {};
export type Tracking_Changes_ClearInputs = {};
export type Tracking_Changes_CountInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Tracking_Changes_Show_AllInputs = {};
export type Tracking_Changes_TitleInputs = {};
export type Tracking_Code_BookingInputs = {};
export type Tracking_Code_TrackingInputs = {};
export type Tracking_Col_AgencyInputs = {};
export type Tracking_Col_CodeInputs = {};
export type Tracking_Col_DeliveryInputs = {};
export type Tracking_Col_Free_TimeInputs = {};
export type Tracking_Col_MarginInputs = {};
export type Tracking_Col_PickupInputs = {};
export type Tracking_Col_PriceInputs = {};
export type Tracking_Col_RouteInputs = {};
export type Tracking_Col_SellInputs = {};
export type Tracking_Col_StatusInputs = {};
export type Tracking_DestinationInputs = {};
export type Tracking_Detail_CloseInputs = {};
export type Tracking_Detail_Load_FailedInputs = {};
export type Tracking_Detail_LoadingInputs = {};
export type Tracking_Detail_Other_ShipmentInputs = {
    other: NonNullable<unknown>;
    asked: NonNullable<unknown>;
};
export type Tracking_Detail_ShipmentInputs = {};
export type Tracking_Detail_TitleInputs = {
    code: NonNullable<unknown>;
};
export type Tracking_Empty_Filtered_TextInputs = {};
export type Tracking_Empty_Filtered_TitleInputs = {};
export type Tracking_Empty_Never_Synced_TextInputs = {};
export type Tracking_Empty_Never_Synced_TitleInputs = {};
export type Tracking_Empty_None_TextInputs = {};
export type Tracking_Empty_None_TitleInputs = {};
export type Tracking_Empty_Search_Filtered_TextInputs = {};
export type Tracking_Empty_Search_Filtered_TitleInputs = {
    search: NonNullable<unknown>;
};
export type Tracking_Empty_Search_TextInputs = {};
export type Tracking_Empty_Search_TitleInputs = {
    search: NonNullable<unknown>;
};
export type Tracking_Export_CancelledInputs = {};
export type Tracking_Export_CsvInputs = {};
export type Tracking_Export_FailedInputs = {};
export type Tracking_Export_LabelInputs = {};
export type Tracking_Export_NothingInputs = {};
export type Tracking_Export_XlsxInputs = {};
export type Tracking_Filter_Code_PlaceholderInputs = {
    example: NonNullable<unknown>;
};
export type Tracking_Filter_Date_LikeInputs = {
    example: NonNullable<unknown>;
};
export type Tracking_Filter_End_Before_StartInputs = {};
export type Tracking_Filter_FromInputs = {};
export type Tracking_Filter_OperatorInputs = {};
export type Tracking_Filter_Operator_PlaceholderInputs = {};
export type Tracking_Filter_Place_PlaceholderInputs = {};
export type Tracking_Filter_ToInputs = {};
export type Tracking_Filter_Too_LongInputs = {
    field: NonNullable<unknown>;
    max: NonNullable<unknown>;
};
export type Tracking_Filter_Too_Many_StatusesInputs = {
    max: NonNullable<unknown>;
};
export type Tracking_Filters_Any_StatusInputs = {};
export type Tracking_Filters_AppliedInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Tracking_Filters_ApplyInputs = {};
export type Tracking_Filters_ClearInputs = {};
export type Tracking_Filters_LabelInputs = {};
export type Tracking_Filters_StatusInputs = {};
export type Tracking_Free_ChangeInputs = {};
export type Tracking_Free_Charge_If_RunningInputs = {
    sum: NonNullable<unknown>;
};
export type Tracking_Free_Charge_So_FarInputs = {
    sum: NonNullable<unknown>;
};
export type Tracking_Free_Charged_From_FirstInputs = {};
export type Tracking_Free_Charged_TotalInputs = {
    sum: NonNullable<unknown>;
};
export type Tracking_Free_ClauseInputs = {
    name: NonNullable<unknown>;
    text: NonNullable<unknown>;
};
export type Tracking_Free_Clause_ThenInputs = {
    name: NonNullable<unknown>;
    first: NonNullable<unknown>;
    then: NonNullable<unknown>;
};
export type Tracking_Free_ContainersInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Tracking_Free_Containers_OfInputs = {
    containers: NonNullable<unknown>;
    size: NonNullable<unknown>;
};
export type Tracking_Free_Containers_UnknownInputs = {
    size: NonNullable<unknown>;
};
export type Tracking_Free_DateInputs = {
    zone: NonNullable<unknown>;
};
export type Tracking_Free_Day_At_PortInputs = {
    day: NonNullable<unknown>;
    port: NonNullable<unknown>;
};
export type Tracking_Free_DaysInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Tracking_Free_Days_Charged_So_FarInputs = {
    days: NonNullable<unknown>;
    span: NonNullable<unknown>;
};
export type Tracking_Free_Days_Charged_StoppedInputs = {
    days: NonNullable<unknown>;
    span: NonNullable<unknown>;
};
export type Tracking_Free_Days_HoursInputs = {
    days: NonNullable<unknown>;
    hours: NonNullable<unknown>;
};
export type Tracking_Free_Delivered_WithoutInputs = {};
export type Tracking_Free_End_UnreportedInputs = {};
export type Tracking_Free_Enter_DischargeInputs = {};
export type Tracking_Free_Enter_Empty_ReturnInputs = {};
export type Tracking_Free_Enter_ReleaseInputs = {};
export type Tracking_Free_Entered_By_HandInputs = {};
export type Tracking_Free_Entry_IncompleteInputs = {};
export type Tracking_Free_Entry_LabelInputs = {
    event: NonNullable<unknown>;
};
export type Tracking_Free_Entry_Set_AsideInputs = {
    moment: NonNullable<unknown>;
    when: NonNullable<unknown>;
};
export type Tracking_Free_Events_LabelInputs = {};
export type Tracking_Free_Every_SizeInputs = {};
export type Tracking_Free_Fact_ChargeInputs = {};
export type Tracking_Free_Fact_ContainersInputs = {};
export type Tracking_Free_Fact_Days_ChargedInputs = {};
export type Tracking_Free_Fact_Free_DaysInputs = {};
export type Tracking_Free_Fact_Last_DayInputs = {};
export type Tracking_Free_Fact_Per_ContainerInputs = {};
export type Tracking_Free_Fact_PriceInputs = {};
export type Tracking_Free_Fact_StartsInputs = {
    event: NonNullable<unknown>;
};
export type Tracking_Free_Fact_StopsInputs = {
    event: NonNullable<unknown>;
};
export type Tracking_Free_Free_Days_FromInputs = {
    days: NonNullable<unknown>;
    event: NonNullable<unknown>;
};
export type Tracking_Free_HoursInputs = {
    hours: NonNullable<unknown>;
};
export type Tracking_Free_Lcl_ShipmentInputs = {};
export type Tracking_Free_LeftInputs = {
    duration: NonNullable<unknown>;
};
export type Tracking_Free_Left_UntilInputs = {
    duration: NonNullable<unknown>;
    day: NonNullable<unknown>;
};
export type Tracking_Free_MomentInputs = {
    when: NonNullable<unknown>;
    portTime: NonNullable<unknown>;
    by: NonNullable<unknown>;
};
export type Tracking_Free_No_CurrencyInputs = {
    amount: NonNullable<unknown>;
};
export type Tracking_Free_No_PortInputs = {};
export type Tracking_Free_No_PriceInputs = {};
export type Tracking_Free_No_TermsInputs = {};
export type Tracking_Free_No_Terms_TextInputs = {
    name: NonNullable<unknown>;
};
export type Tracking_Free_Not_KnownInputs = {};
export type Tracking_Free_Not_ReportedInputs = {};
export type Tracking_Free_Not_Reported_YetInputs = {};
export type Tracking_Free_Not_StartedInputs = {};
export type Tracking_Free_Not_Started_TextInputs = {
    name: NonNullable<unknown>;
    event: NonNullable<unknown>;
    notYet: NonNullable<unknown>;
};
export type Tracking_Free_Not_YetInputs = {};
export type Tracking_Free_Not_Yet_DischargedInputs = {};
export type Tracking_Free_Not_Yet_ReleasedInputs = {};
export type Tracking_Free_Not_Yet_ReturnedInputs = {};
export type Tracking_Free_Nothing_ChargedInputs = {};
export type Tracking_Free_PastInputs = {
    sum: NonNullable<unknown>;
};
export type Tracking_Free_Past_DayInputs = {
    day: NonNullable<unknown>;
    sum: NonNullable<unknown>;
};
export type Tracking_Free_Past_DueInputs = {};
export type Tracking_Free_Port_DaysInputs = {
    name: NonNullable<unknown>;
    zone: NonNullable<unknown>;
};
export type Tracking_Free_Port_No_ZoneInputs = {
    name: NonNullable<unknown>;
};
export type Tracking_Free_Port_TimeInputs = {
    port: NonNullable<unknown>;
};
export type Tracking_Free_Port_Time_WordsInputs = {};
export type Tracking_Free_Price_ContainerInputs = {
    price: NonNullable<unknown>;
};
export type Tracking_Free_Price_ShipmentInputs = {
    price: NonNullable<unknown>;
};
export type Tracking_Free_Read_FailedInputs = {};
export type Tracking_Free_Reported_By_CarrierInputs = {};
export type Tracking_Free_SpanInputs = {
    from: NonNullable<unknown>;
    through: NonNullable<unknown>;
};
export type Tracking_Free_Start_UnreportedInputs = {};
export type Tracking_Free_Start_Unreported_TextInputs = {
    name: NonNullable<unknown>;
    event: NonNullable<unknown>;
};
export type Tracking_Free_Still_At_TerminalInputs = {
    stop: NonNullable<unknown>;
};
export type Tracking_Free_Still_OutInputs = {
    stop: NonNullable<unknown>;
};
export type Tracking_Free_Still_Out_ShipmentInputs = {
    stop: NonNullable<unknown>;
};
export type Tracking_Free_StoppedInputs = {};
export type Tracking_Free_Stopped_ChargedInputs = {
    amounts: NonNullable<unknown>;
};
export type Tracking_Free_Stopped_Entered_TextInputs = {
    name: NonNullable<unknown>;
    event: NonNullable<unknown>;
    when: NonNullable<unknown>;
    charged: NonNullable<unknown>;
};
export type Tracking_Free_Stopped_NoneInputs = {};
export type Tracking_Free_Stopped_TextInputs = {
    name: NonNullable<unknown>;
    event: NonNullable<unknown>;
    when: NonNullable<unknown>;
    charged: NonNullable<unknown>;
};
export type Tracking_Free_Stopped_UnknownInputs = {};
export type Tracking_Free_SumInputs = {
    days: NonNullable<unknown>;
    perDay: NonNullable<unknown>;
    containers: NonNullable<unknown>;
    total: NonNullable<unknown>;
};
export type Tracking_Free_Sum_No_PriceInputs = {
    days: NonNullable<unknown>;
};
export type Tracking_Free_Sum_ShipmentInputs = {
    days: NonNullable<unknown>;
    perDay: NonNullable<unknown>;
    total: NonNullable<unknown>;
};
export type Tracking_Free_Sum_Unknown_BoxesInputs = {
    days: NonNullable<unknown>;
    perDay: NonNullable<unknown>;
    total: NonNullable<unknown>;
};
export type Tracking_Free_The_DischargeInputs = {};
export type Tracking_Free_The_Empty_ReturnInputs = {};
export type Tracking_Free_The_ReleaseInputs = {};
export type Tracking_Free_The_Start_DayInputs = {};
export type Tracking_Free_TimeInputs = {
    zone: NonNullable<unknown>;
};
export type Tracking_Free_TitleInputs = {};
export type Tracking_Free_Title_DischargeInputs = {};
export type Tracking_Free_Title_Discharge_AtInputs = {
    city: NonNullable<unknown>;
};
export type Tracking_Free_Title_Empty_ReturnInputs = {};
export type Tracking_Free_Title_ReleaseInputs = {};
export type Tracking_Free_Total_IncompleteInputs = {};
export type Tracking_Free_Total_OpenInputs = {};
export type Tracking_Free_Under_HourInputs = {};
export type Tracking_Free_Warning_UnreportedInputs = {};
export type Tracking_GoodsInputs = {};
export type Tracking_Goods_Col_KindInputs = {};
export type Tracking_Goods_Col_QtyInputs = {};
export type Tracking_Goods_Col_SizeInputs = {};
export type Tracking_Goods_Col_UnitInputs = {};
export type Tracking_Goods_Col_WeightInputs = {};
export type Tracking_Goods_CustomsInputs = {};
export type Tracking_Goods_Delivery_NotesInputs = {};
export type Tracking_Goods_DocumentsInputs = {};
export type Tracking_Goods_InsuranceInputs = {};
export type Tracking_Goods_Pickup_HoursInputs = {};
export type Tracking_Goods_Pickup_NotesInputs = {};
export type Tracking_Goods_TitleInputs = {};
export type Tracking_Goods_Unit_LinesInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Tracking_Goods_UnitsInputs = {};
export type Tracking_Goods_ValueInputs = {};
export type Tracking_Link_FailedInputs = {};
export type Tracking_Link_OpenInputs = {};
export type Tracking_Link_UnsafeInputs = {};
export type Tracking_List_CountInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Tracking_List_KeysInputs = {};
export type Tracking_List_Load_FailedInputs = {};
export type Tracking_List_LoadingInputs = {};
export type Tracking_List_MatchingInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Tracking_List_RefreshInputs = {};
export type Tracking_List_Refresh_TitleInputs = {};
export type Tracking_List_Service_TotalInputs = {
    total: NonNullable<unknown>;
};
export type Tracking_List_TitleInputs = {};
export type Tracking_Messages_AppearInputs = {};
export type Tracking_Messages_LegInputs = {
    number: NonNullable<unknown>;
};
export type Tracking_Messages_Load_FailedInputs = {};
export type Tracking_Messages_LoadingInputs = {};
export type Tracking_Messages_No_CodeInputs = {};
export type Tracking_Messages_No_TextInputs = {};
export type Tracking_Messages_None_Of_ThisInputs = {};
export type Tracking_Messages_None_YetInputs = {};
export type Tracking_Messages_NoteInputs = {};
export type Tracking_Messages_OthersInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
    ids: NonNullable<unknown>;
};
export type Tracking_Messages_TimelineInputs = {};
export type Tracking_Messages_TitleInputs = {};
export type Tracking_MoreInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Tracking_NoInputs = {};
export type Tracking_Not_GivenInputs = {};
export type Tracking_OriginInputs = {};
export type Tracking_Route_TitleInputs = {};
export type Tracking_Search_HintInputs = {};
export type Tracking_Search_LabelInputs = {};
export type Tracking_Search_PlaceholderInputs = {};
export type Tracking_Search_Too_LongInputs = {
    max: NonNullable<unknown>;
};
export type Tracking_Sell_TitleInputs = {
    quote: NonNullable<unknown>;
    buy: NonNullable<unknown>;
    margin: NonNullable<unknown>;
    sell: NonNullable<unknown>;
};
export type Tracking_Sell_Title_CustomerInputs = {
    quote: NonNullable<unknown>;
    customer: NonNullable<unknown>;
    buy: NonNullable<unknown>;
    margin: NonNullable<unknown>;
    sell: NonNullable<unknown>;
};
export type Tracking_Shipment_CodeInputs = {};
export type Tracking_Switch_HintInputs = {};
export type Tracking_Switch_LabelInputs = {};
export type Tracking_Switch_Maybe_OffInputs = {};
export type Tracking_Switch_Maybe_OnInputs = {};
export type Tracking_Switch_OffInputs = {};
export type Tracking_Switch_Off_DoneInputs = {};
export type Tracking_Switch_Off_FailedInputs = {
    title: NonNullable<unknown>;
    message: NonNullable<unknown>;
};
export type Tracking_Switch_OnInputs = {};
export type Tracking_Switch_On_DoneInputs = {};
export type Tracking_Switch_On_FailedInputs = {
    title: NonNullable<unknown>;
    message: NonNullable<unknown>;
};
export type Tracking_Switch_Read_AgainInputs = {};
export type Tracking_Switch_RefusedInputs = {};
export type Tracking_Switch_Refused_BecauseInputs = {
    reason: NonNullable<unknown>;
};
export type Tracking_Switch_SwitchingInputs = {};
export type Tracking_Switch_Unknown_HintInputs = {};
export type Tracking_UnlistedInputs = {};
export type Tracking_Unlisted_TitleInputs = {
    when: NonNullable<unknown>;
};
export type Tracking_YesInputs = {};
export type Try_AgainInputs = {};
