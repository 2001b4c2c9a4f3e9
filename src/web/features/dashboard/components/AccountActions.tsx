import { useState } from 'react';
import { Button } from '#web/components/ui/Button';
import { showToast } from '#web/components/ui/toastStore';
import { saveBlob } from '#web/lib/browser/saveBlob';
import { exportAccount } from '../api/dashboardRequests';
import { DeleteAccountDialog } from './DeleteAccountDialog';

/** The token stays in the Authorization header, never in a URL: the JSON is saved from memory. */
function saveJson(data: unknown, filename: string) {
  saveBlob(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }), filename);
}

/** 'Download my data' and 'Delete account' (docs/architecture.md §5 "Privacy"). */
export function AccountActions() {
  const [exporting, setExporting] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const download = async () => {
    setExporting(true);
    try {
      saveJson(await exportAccount(), 'dream-life-data.json');
    } catch {
      showToast('Your data could not be downloaded. Please try again.', 'error');
    } finally {
      setExporting(false);
    }
  };

  return (
    <div className="flex flex-wrap gap-3">
      <Button variant="secondary" size="sm" onClick={download} disabled={exporting}>
        {exporting ? 'Preparing...' : 'Download my data'}
      </Button>
      <Button variant="ghost" size="sm" className="text-danger-ink" onClick={() => setDeleting(true)}>
        Delete account
      </Button>
      <DeleteAccountDialog open={deleting} onClose={() => setDeleting(false)} />
    </div>
  );
}
